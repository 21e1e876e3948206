import { useState } from 'react';
import { Loader2, X } from 'lucide-react';
import { fillClosingText, FEEDBACK_MAX } from '@takeoff/shared/response-promise';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
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
import { currentLocale } from '@/lib/i18n';
import { useResponsePromise } from '../api/get-response-promise';
import { useMarkApplicationViewed } from '../api/mark-application-viewed';
import { useRejectApplication } from '../api/reject-application';
import { t as translate, useT } from '../i18n';

/**
 * Rejecting by hand: the member sees the organisation's closing text as the candidate will get it, may add a
 * personal note, and chooses whether the candidate stays in the talent pool. Opening it counts as having opened
 * the application.
 */
export function RejectDialog({
  application,
}: {
  application: { id: number; candidateName: string; jobTitle: string; companyName: string };
}) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [feedback, setFeedback] = useState('');
  const [keep, setKeep] = useState(true);
  const settings = useResponsePromise();
  const reject = useRejectApplication();
  const viewed = useMarkApplicationViewed();
  const locale = currentLocale();
  const text = settings.data
    ? fillClosingText(
        settings.data.closingTexts[locale] ?? settings.data.defaultClosingTexts[locale],
        { company: application.companyName, job: application.jobTitle },
      )
    : null;
  const openDialog = (next: boolean) => {
    setOpen(next);
    if (next) viewed.mutate(application.id);
  };
  const submit = () =>
    reject.mutate(
      { id: application.id, feedback: feedback.trim() || undefined, keepInTalentPool: keep },
      {
        onSuccess: () => {
          setOpen(false);
          showSuccessToast(translate('reject.done'));
        },
        onError: (error) =>
          showDestructiveToast(
            translate('reject.failed'),
            errorMessage(error, translate('common.tryAgain')),
          ),
      },
    );
  const name = application.candidateName;
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        aria-label={t('reject.label', { name })}
        onClick={() => openDialog(true)}
      >
        <X /> {t('reject.button')}
      </Button>
      <Dialog open={open} onOpenChange={openDialog}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('reject.title', { name })}</DialogTitle>
            <DialogDescription>{t('reject.description', { name })}</DialogDescription>
          </DialogHeader>
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
              value={feedback}
              maxLength={FEEDBACK_MAX}
              rows={3}
              onChange={(e) => setFeedback(e.target.value)}
            />
          </div>
          <div className="flex items-center gap-2">
            <Checkbox
              id={`reject-pool-${application.id}`}
              checked={keep}
              onCheckedChange={(value) => setKeep(value === true)}
            />
            <Label htmlFor={`reject-pool-${application.id}`}>{t('reject.keepInPool')}</Label>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t('reject.cancel')}
            </Button>
            <Button variant="destructive" disabled={reject.isPending || !text} onClick={submit}>
              {reject.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
              {t('reject.confirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
