import { useMemo, useState } from 'react';
import { Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useLocalStore } from '../hooks/use-local-store';
import { useT } from '../i18n';
import { sortNotesByPriority } from '../lib/notes';
import { NOTE_CATEGORIES, type NoteCategory, type NotePriority } from '../lib/schemas';
import { stores } from '../lib/stores';
import { selectClass } from './field-styles';
import { NoteForm } from './note-form';

const PRIORITY_STYLE: Record<NotePriority, string> = {
  urgent: 'border-status-closed text-status-closed',
  high: 'border-board text-board',
  medium: 'border-status-expiring/70 text-status-expiring',
  low: 'border-status-live/70 text-status-live',
};

export function NotesTab() {
  const { t } = useT();
  const [notes, setNotes] = useLocalStore(stores.notes);
  const [legacy, setLegacy] = useLocalStore(stores.legacyNote);
  const [category, setCategory] = useState<NoteCategory | 'all'>('all');
  const shown = useMemo(
    () =>
      sortNotesByPriority(notes.filter((note) => category === 'all' || note.category === category)),
    [notes, category],
  );

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="flex flex-col gap-4">
        <NoteForm
          onAdd={(input) => {
            const now = new Date().toISOString();
            setNotes((current) => [
              ...current,
              { ...input, id: crypto.randomUUID(), createdAt: now, updatedAt: now },
            ]);
          }}
        />
        <div className="grid gap-1.5 rounded-xl border border-border bg-surface p-4">
          <Label htmlFor="legacy-note">{t('notes.quickNotes')}</Label>
          <Textarea
            id="legacy-note"
            rows={4}
            placeholder={t('notes.quickNotesPlaceholder')}
            value={legacy}
            onChange={(event) => setLegacy(() => event.target.value)}
          />
        </div>
      </div>
      <section aria-label={t('notes.saved')} className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-3">
          <h3 className="font-semibold">{t('notes.heading', { count: shown.length })}</h3>
          <select
            aria-label={t('notes.filter')}
            className={`${selectClass} w-40 min-w-0`}
            value={category}
            onChange={(event) => setCategory(event.target.value as NoteCategory | 'all')}
          >
            <option value="all">{t('notes.allCategories')}</option>
            {NOTE_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {t(`categoryBadge.${value}`)}
              </option>
            ))}
          </select>
        </div>
        {shown.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('notes.empty')}</p>
        ) : null}
        <ul className="flex flex-col gap-3">
          {shown.map((note) => (
            <li key={note.id} data-testid="note-card">
              <Card className="p-4">
                <div className="flex items-start justify-between gap-2">
                  <h4 className="break-words font-semibold">{note.title}</h4>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8 shrink-0"
                    aria-label={t('notes.delete', { title: note.title })}
                    onClick={() =>
                      setNotes((current) => current.filter((item) => item.id !== note.id))
                    }
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
                <div className="mt-1 flex flex-wrap gap-1.5">
                  <Badge variant="outline" className={PRIORITY_STYLE[note.priority]}>
                    {t(`priorityBadge.${note.priority}`)}
                  </Badge>
                  <Badge variant="outline">{t(`categoryBadge.${note.category}`)}</Badge>
                  {note.tags.map((tag) => (
                    <Badge key={tag} variant="outline" className="text-muted-foreground">
                      #{tag}
                    </Badge>
                  ))}
                </div>
                <p className="mt-2 whitespace-pre-wrap break-words text-sm text-muted-foreground">
                  {note.content}
                </p>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
