import { useId, useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
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
import type { PitchProcessingDisclosure } from '@takeoff/shared/consent';
import { CandidateConsentText } from './candidate-consent-text';
import { useT } from '../i18n';

type CandidateConsentDialogProps = {
  submitting: boolean;
  processing: PitchProcessingDisclosure | null;
  /** The candidate consented to an earlier version of the text: say why they are asked again. */
  updated: boolean;
  onAccept: () => void;
  onCancel: () => void;
};

/**
 * Full-screen GDPR consent. Submit stays disabled until the box is ticked. Cancelling signs out, so it is
 * confirmed first; Escape and outside clicks do nothing (a stray key must not sign anyone out).
 */
export function CandidateConsentDialog({
  submitting,
  processing,
  updated,
  onAccept,
  onCancel,
}: CandidateConsentDialogProps) {
  const { t } = useT();
  const [agreed, setAgreed] = useState(false);
  const checkboxId = useId();
  return (
    <Dialog open>
      <DialogContent
        hideClose
        data-testid="candidate-consent-dialog"
        onEscapeKeyDown={(event) => event.preventDefault()}
        // Pinned to the viewport edges (no centring transform), so it is truly full-screen on phones too.
        className="inset-0 left-0 top-0 h-auto max-h-none w-auto max-w-none translate-x-0 translate-y-0 rounded-none border-0 sm:max-w-none"
        onPointerDownOutside={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
        // Start at the top of the text (the first focusable element is far down on small screens).
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
      >
        <div className="mx-auto flex w-full max-w-2xl flex-col gap-5 pb-2 pt-6">
          <DialogHeader>
            <div className="flex items-center gap-2 text-primary">
              <ShieldCheck className="size-6" aria-hidden />
              <span className="font-mono text-xs uppercase tracking-widest">
                {t('candidate.badge')}
              </span>
            </div>
            <DialogTitle className="text-2xl">{t('candidate.title')}</DialogTitle>
            <DialogDescription>{t('candidate.description')}</DialogDescription>
          </DialogHeader>
          {updated ? (
            <p
              role="status"
              className="rounded-lg border border-primary/40 bg-primary/5 p-3 text-sm"
              data-testid="consent-updated"
            >
              {t('candidate.updated')}
            </p>
          ) : null}
          <CandidateConsentText processing={processing} />
          <div className="flex items-start gap-3 rounded-lg border border-border bg-board-cell/40 p-3">
            <Checkbox
              id={checkboxId}
              checked={agreed}
              onCheckedChange={(value) => setAgreed(value === true)}
              disabled={submitting}
            />
            <label htmlFor={checkboxId} className="text-sm leading-snug">
              {t('candidate.agree')}
            </label>
          </div>
          {/* Sticky so the buttons stay in view (and clickable) while the text scrolls on small screens; at the body's
              bottom edge, over its padding (as DialogFooter places itself), so no line of text shows below them. */}
          <DialogFooter className="-mx-1 -mb-2 px-1 pb-5 sm:-mx-1 sm:-mb-2 sm:px-1 sm:pb-6">
            <AlertDialog>
              <AlertDialogTrigger asChild>
                <Button variant="outline" disabled={submitting}>
                  {t('candidate.cancel')}
                </Button>
              </AlertDialogTrigger>
              <AlertDialogContent data-testid="consent-cancel-confirm">
                <AlertDialogHeader>
                  <AlertDialogTitle>{t('candidate.cancelTitle')}</AlertDialogTitle>
                  <AlertDialogDescription>{t('candidate.cancelBody')}</AlertDialogDescription>
                </AlertDialogHeader>
                <AlertDialogFooter>
                  <AlertDialogCancel>{t('candidate.cancelBack')}</AlertDialogCancel>
                  <AlertDialogAction onClick={onCancel}>
                    {t('candidate.cancelConfirm')}
                  </AlertDialogAction>
                </AlertDialogFooter>
              </AlertDialogContent>
            </AlertDialog>
            <Button onClick={onAccept} disabled={!agreed || submitting}>
              {submitting ? t('candidate.submitting') : t('candidate.accept')}
            </Button>
          </DialogFooter>
        </div>
      </DialogContent>
    </Dialog>
  );
}
