import { useId, useState } from 'react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { TERMS_VERSION } from '@takeoff/shared/consent';
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
import { showDestructiveToast } from '@/components/ui/toaster';
import { useT } from '../i18n';

const linkClass = 'font-medium text-primary underline underline-offset-2';
const RULES = ['evaluate', 'keep', 'use', 'fair', 'contact'] as const;

/** The company agreement: it cannot be dismissed (no close, no Escape, no outside click) other than by accepting. */
export function CompanyConsentDialog({
  submitting,
  onAccept,
}: {
  submitting: boolean;
  onAccept: () => void;
}) {
  const { t } = useT();
  const [agreed, setAgreed] = useState(false);
  const checkboxId = useId();
  const submit = () => {
    if (!agreed) {
      showDestructiveToast(t('company.requiredTitle'), t('company.requiredBody'));
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
            <span className="font-mono text-xs uppercase tracking-widest">
              {t('company.version', { version: TERMS_VERSION })}
            </span>
          </div>
          <DialogTitle>{t('company.title')}</DialogTitle>
          <DialogDescription>{t('company.description')}</DialogDescription>
        </DialogHeader>
        <div className="space-y-3 text-sm leading-relaxed">
          <p>{t('company.intro')}</p>
          <ul className="list-disc space-y-1.5 pl-5">
            {RULES.map((rule) => (
              <li key={rule}>{t(`company.rules.${rule}`)}</li>
            ))}
          </ul>
          <p>
            <Trans
              t={t}
              i18nKey="company.breach"
              components={{
                terms: (
                  <Link to="/company-terms" target="_blank" rel="noopener" className={linkClass} />
                ),
                privacy: (
                  <Link
                    to="/company-privacy"
                    target="_blank"
                    rel="noopener"
                    className={linkClass}
                  />
                ),
              }}
            />
          </p>
        </div>
        <div className="flex items-start gap-3 rounded-lg border border-border bg-board-cell/40 p-3">
          <Checkbox
            id={checkboxId}
            checked={agreed}
            onCheckedChange={(value) => setAgreed(value === true)}
            disabled={submitting}
          />
          <label htmlFor={checkboxId} className="text-sm leading-snug">
            {t('company.agree')}
          </label>
        </div>
        <DialogFooter>
          <Button onClick={submit} disabled={submitting}>
            {submitting ? t('company.submitting') : t('company.accept')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
