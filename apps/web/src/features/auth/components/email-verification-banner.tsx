import { useState } from 'react';
import type { User } from '@takeoff/shared/auth';
import { Trans } from 'react-i18next';
import { Loader2, MailWarning, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage, localizeMessage } from '@/lib/api-client';
import { useResendVerification } from '../api/resend-verification';
import { useT } from '../i18n';
import {
  dismissVerificationBanner,
  isVerificationBannerDismissed,
  needsEmailVerification,
} from '../lib/email-verification';

/** "Please confirm your email address": in the page flow above the area's content, so it never covers a control. */
export function EmailVerificationBanner({
  user,
}: {
  user: Pick<User, 'id' | 'email' | 'role' | 'emailVerified'>;
}) {
  const { t } = useT();
  const resend = useResendVerification();
  const [dismissed, setDismissed] = useState(() => isVerificationBannerDismissed(user.id));
  if (dismissed || !needsEmailVerification(user)) return null;

  const send = () =>
    resend.mutate(undefined, {
      onSuccess: ({ message }) => showSuccessToast(t('banner.sent'), localizeMessage(message)),
      onError: (error) =>
        showDestructiveToast(t('banner.sendFailed'), errorMessage(error, t('banner.tryAgain'))),
    });
  const dismiss = () => {
    dismissVerificationBanner(user.id);
    setDismissed(true);
  };

  return (
    <section
      aria-label={t('banner.label')}
      data-testid="email-verification-banner"
      className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-primary/50 bg-primary/10 py-2 pl-3 pr-1 text-sm"
    >
      <MailWarning className="size-5 shrink-0 text-board" aria-hidden />
      <p className="min-w-0 flex-1 basis-48">
        <Trans
          t={t}
          i18nKey="banner.text"
          values={{ email: user.email }}
          components={{ strong: <strong className="font-semibold wrap-anywhere" /> }}
        />
      </p>
      <div className="ml-auto flex items-center gap-1">
        <Button size="sm" variant="outline" onClick={send} disabled={resend.isPending}>
          {resend.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {t('banner.resend')}
        </Button>
        <Button
          size="icon"
          variant="ghost"
          className="size-8"
          onClick={dismiss}
          aria-label={t('banner.dismiss')}
        >
          <X aria-hidden />
        </Button>
      </div>
    </section>
  );
}
