import { useState } from 'react';
import { NotebookPen } from 'lucide-react';
import { NOTE_MAX_LENGTH } from '@takeoff/shared/pitch-constants';
import { LazyPopover } from '@/components/lazy-popover';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { useCandidateNote, useSaveCandidateNote } from '../api/candidate-note';
import { useT } from '../i18n';
import { displayLabel } from '../lib/texts';

/** The company's private note on a candidate: loaded on open, visible only to this company. */
export function CandidateNoteEditor({
  candidateId,
  label,
}: {
  candidateId: number;
  label: string;
}) {
  const [open, setOpen] = useState(false);
  const { t } = useT();
  return (
    <LazyPopover
      open={open}
      onOpenChange={setOpen}
      contentClassName="w-80"
      trigger={
        <Button size="sm" variant="ghost">
          <NotebookPen aria-hidden /> {t('note.button')}
        </Button>
      }
    >
      {open ? (
        <NoteBody candidateId={candidateId} label={label} onDone={() => setOpen(false)} />
      ) : null}
    </LazyPopover>
  );
}

function NoteBody({
  candidateId,
  label,
  onDone,
}: {
  candidateId: number;
  label: string;
  onDone: () => void;
}) {
  const note = useCandidateNote(candidateId, true);
  const save = useSaveCandidateNote();
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? note.data?.body ?? '';
  const { t } = useT();
  return (
    <div className="grid gap-2">
      <label htmlFor={`note-${candidateId}`} className="text-sm font-semibold">
        {t('note.label', { label: displayLabel(label) })}
      </label>
      <p className="text-xs text-muted-foreground">
        {t('note.onlyYou')}
        {note.data?.updatedBy && note.data.updatedAt
          ? ` ${t('note.lastEdited', { name: note.data.updatedBy.name, date: formatDateTime(note.data.updatedAt) })}`
          : ''}
      </p>
      <Textarea
        id={`note-${candidateId}`}
        rows={4}
        maxLength={NOTE_MAX_LENGTH}
        disabled={note.isPending}
        value={value}
        onChange={(e) => setDraft(e.target.value)}
      />
      <Button
        size="sm"
        disabled={save.isPending || note.isPending}
        onClick={() =>
          save.mutateAsync({ candidateId, body: value }).then(
            () => {
              showSuccessToast(t('note.saved'));
              onDone();
            },
            (e: unknown) => showDestructiveToast(t('error'), errorMessage(e, t('note.saveFailed'))),
          )
        }
      >
        {t('note.save')}
      </Button>
    </div>
  );
}
