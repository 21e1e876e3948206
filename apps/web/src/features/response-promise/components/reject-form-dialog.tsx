import { Loader2 } from 'lucide-react';
import { fillClosingText, FEEDBACK_MAX } from '@takeoff/shared/response-promise';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormDialog, useUnsavedInput } from '@/components/form-dialog';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { clearDraft, useDraftKey, useDraftState } from '@/lib/form-draft';
import { currentLocale } from '@/lib/i18n';
import { useResponsePromise } from '../api/get-response-promise';
import { useRejectApplication } from '../api/reject-application';
import { t as translate, useT } from '../i18n';
import type { RejectedApplication } from './reject-dialog';

/** The dialog of reject-dialog.tsx, loaded when first opened. */
export function RejectFormDialog({
  application,
  open,
  onOpenChange,
  onRejected,
}: {
  application: RejectedApplication;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRejected: () => void;
}) {
  const { t } = useT();
  const name = application.candidateName;
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('reject.title', { name })}</DialogTitle>
          <DialogDescription>{t('reject.description', { name })}</DialogDescription>
        </DialogHeader>
        <RejectForm application={application} onRejected={onRejected} />
      </DialogContent>
    </FormDialog>
  );
}

const FRESH = { feedback: '', keepInTalentPool: true };

/** The dialog's form; what is typed in it is kept as a draft per application until sent or discarded. */
function RejectForm({
  application,
  onRejected,
}: {
  application: RejectedApplication;
  onRejected: () => void;
}) {
  const { t } = useT();
  const settings = useResponsePromise();
  const reject = useRejectApplication();
  const draftKey = useDraftKey(`reject-${application.id}`);
  const [draft, setDraft, dirty] = useDraftState(draftKey, FRESH);
  useUnsavedInput(dirty, draftKey);
  const locale = currentLocale();
  const text = settings.data
    ? fillClosingText(
        settings.data.closingTexts[locale] ?? settings.data.defaultClosingTexts[locale],
        { company: application.companyName, job: application.jobTitle },
      )
    : null;
  const submit = () =>
    reject.mutate(
      {
        id: application.id,
        feedback: draft.feedback.trim() || undefined,
        keepInTalentPool: draft.keepInTalentPool,
      },
      {
        onSuccess: () => {
          clearDraft(draftKey);
          onRejected();
          showSuccessToast(translate('reject.done'));
        },
        onError: (error) =>
          showDestructiveToast(
            translate('reject.failed'),
            errorMessage(error, translate('common.tryAgain')),
          ),
      },
    );
  return (
    <>
      {text ? (
        <blockquote
          className="whitespace-pre-line rounded-md border border-border bg-board-cell p-3 text-sm"
          data-testid="closing-text"
        >
          {text}
        </blockquote>
      ) : (
        <Loader2 className="animate-spin" aria-hidden />
      )}
      <div className="grid gap-1.5">
        <Label htmlFor={`reject-feedback-${application.id}`}>{t('reject.feedback')}</Label>
        <Textarea
          id={`reject-feedback-${application.id}`}
          value={draft.feedback}
          maxLength={FEEDBACK_MAX}
          rows={3}
          onChange={(e) => setDraft((d) => ({ ...d, feedback: e.target.value }))}
        />
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id={`reject-pool-${application.id}`}
          checked={draft.keepInTalentPool}
          onCheckedChange={(value) => setDraft((d) => ({ ...d, keepInTalentPool: value === true }))}
        />
        <Label htmlFor={`reject-pool-${application.id}`}>{t('reject.keepInPool')}</Label>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('reject.cancel')}</Button>
        </DialogClose>
        <Button variant="destructive" disabled={reject.isPending || !text} onClick={submit}>
          {reject.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {t('reject.confirm')}
        </Button>
      </DialogFooter>
    </>
  );
}
