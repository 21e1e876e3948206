import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { CONSENT_TEXTS } from '@takeoff/shared/consent';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { showDestructiveToast } from '@/components/ui/toaster';

const linkClass = 'font-medium text-primary underline underline-offset-2';

/** The company agreement: it cannot be dismissed (no close, no Escape, no outside click) other than by accepting. */
export function CompanyConsentDialog({ submitting, onAccept }: { submitting: boolean; onAccept: () => void }) {
  const [agreed, setAgreed] = useState(false);
  const checkboxId = useId();
  const submit = () => {
    if (!agreed) {
      showDestructiveToast(CONSENT_TEXTS.companyRequiredTitle, CONSENT_TEXTS.companyRequiredBody);
      return;
    }
    onAccept();
  };
  return (
    <Dialog open>
      <DialogContent
        hideClose
        data-testid="company-consent-dialog"
        className="max-w-2xl"
        onEscapeKeyDown={(event) => event.preventDefault()}
        onPointerDownOutside={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <div className="flex items-center gap-2 text-primary">
            <ShieldAlert className="size-5" aria-hidden />
            <span className="font-mono text-xs uppercase tracking-widest">Version 1.0</span>
          </div>
          <DialogTitle>{CONSENT_TEXTS.companyDialogTitle}</DialogTitle>
          <DialogDescription>Before you view candidate videos, please accept how they may and may not be used.</DialogDescription>
        </DialogHeader>
        <div className="space-y-3 text-sm leading-relaxed">
          <p>Candidates trust you with a recording of themselves. By using Takeoff your company agrees that:</p>
          <ul className="list-disc space-y-1.5 pl-5">
            <li>candidate videos are viewed only to evaluate candidates for recruitment, by authorised members of your team;</li>
            <li>videos are never downloaded, saved, recorded, edited or shared outside the platform;</li>
            <li>videos and candidate data are never used to train models, for marketing, or for any purpose other than hiring;</li>
            <li>candidates are evaluated on their merits, without discrimination of any kind;</li>
            <li>candidates are contacted only through the platform, about the role they are considered for.</li>
          </ul>
          <p>
            A breach may end your account immediately and lead to legal action. Read the full{' '}
            <Link to="/company-terms" target="_blank" rel="noopener" className={linkClass}>
              Company Terms
            </Link>{' '}
            and{' '}
            <Link to="/company-privacy" target="_blank" rel="noopener" className={linkClass}>
              Company Privacy Policy
            </Link>
            .
          </p>
        </div>
        <div className="flex items-start gap-3 rounded-lg border border-border bg-board-cell/40 p-3">
          <Checkbox id={checkboxId} checked={agreed} onCheckedChange={(value) => setAgreed(value === true)} disabled={submitting} />
          <label htmlFor={checkboxId} className="text-sm leading-snug">
            I accept the Company Terms and Privacy Policy and agree to protect candidate videos as described.
          </label>
        </div>
        <DialogFooter>
          <Button onClick={submit} disabled={submitting}>
            {submitting ? 'Submitting...' : 'Accept and continue'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
