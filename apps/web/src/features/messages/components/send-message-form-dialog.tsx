import { Loader2 } from 'lucide-react';
import { MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX } from '@takeoff/shared/messages';
import { Button } from '@/components/ui/button';
import { FormDialog, useUnsavedInput } from '@/components/form-dialog';
import {
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { clearDraft, useDraftKey, useDraftState } from '@/lib/form-draft';
import { useSendMessage } from '../api/send-message';
import { useT } from '../i18n';

type SendMessageFormDialogProps = {
  candidateId: number;
  recipientLabel: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The seeds' message dialog: subject and body required after trimming; send disabled while either is empty. */
export function SendMessageFormDialog({
  candidateId,
  recipientLabel,
  open,
  onOpenChange,
}: SendMessageFormDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <MessageForm
          candidateId={candidateId}
          recipientLabel={recipientLabel}
          onSent={() => onOpenChange(false)}
        />
      </DialogContent>
    </FormDialog>
  );
}

const EMPTY = { subject: '', body: '' };

/** What is typed is kept per recipient in this tab until sent or discarded. */
function MessageForm({
  candidateId,
  recipientLabel,
  onSent,
}: {
  candidateId: number;
  recipientLabel: string;
  onSent: () => void;
}) {
  const { t } = useT();
  const draftKey = useDraftKey(`message-${candidateId}`);
  const [{ subject, body }, setMessage, dirty] = useDraftState(draftKey, EMPTY);
  useUnsavedInput(dirty, draftKey);
  const send = useSendMessage();
  const empty = !subject.trim() || !body.trim();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (empty) {
      showDestructiveToast(t('dialog.missingTitle'), t('dialog.missingBody'));
      return;
    }
    try {
      await send.mutateAsync({
        toCandidateId: candidateId,
        subject: subject.trim(),
        body: body.trim(),
      });
      clearDraft(draftKey);
      showSuccessToast(t('dialog.sentTitle'), t('dialog.sent'));
      onSent();
    } catch (error) {
      showDestructiveToast(t('error'), errorMessage(error, t('dialog.sendFailed')));
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t('dialog.title')}</DialogTitle>
        <DialogDescription>
          {t('dialog.description', { recipient: recipientLabel })}
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-1.5">
        <Label htmlFor={`msg-subject-${candidateId}`}>{t('dialog.subject')}</Label>
        <Input
          id={`msg-subject-${candidateId}`}
          maxLength={MESSAGE_SUBJECT_MAX}
          value={subject}
          onChange={(e) => setMessage((m) => ({ ...m, subject: e.target.value }))}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`msg-body-${candidateId}`}>{t('dialog.message')}</Label>
        <Textarea
          id={`msg-body-${candidateId}`}
          rows={5}
          maxLength={MESSAGE_BODY_MAX}
          value={body}
          onChange={(e) => setMessage((m) => ({ ...m, body: e.target.value }))}
        />
      </div>
      <DialogFooter>
        <Button type="submit" disabled={empty || send.isPending}>
          {send.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}{' '}
          {t('dialog.send')}
        </Button>
      </DialogFooter>
    </form>
  );
}
