import { useState } from 'react';
import type { User } from '@takeoff/shared/auth';
import { Loader2, MailWarning, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useResendVerification } from '../api/resend-verification';
import { dismissVerificationBanner, isVerificationBannerDismissed, needsEmailVerification } from '../lib/email-verification';

/** "Please confirm your email address": in the page flow above the area's content, so it never covers a control. */
export function EmailVerificationBanner({ user }: { user: Pick<User, 'id' | 'email' | 'role' | 'emailVerified'> }) {
  const resend = useResendVerification();
  const [dismissed, setDismissed] = useState(() => isVerificationBannerDismissed(user.id));
  if (dismissed || !needsEmailVerification(user)) return null;

  const send = () =>
    resend.mutate(undefined, {
      onSuccess: ({ message }) => showSuccessToast('Link sent', message),
      onError: (error) => showDestructiveToast('Could not send the link', errorMessage(error, 'Please try again.')),
    });
  const dismiss = () => {
    dismissVerificationBanner(user.id);
    setDismissed(true);
  };

  return (
    <section
      aria-label="Email confirmation"
      data-testid="email-verification-banner"
      className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-primary/50 bg-primary/10 py-2 pl-3 pr-1 text-sm"
    >
      <MailWarning className="size-5 shrink-0 text-board" aria-hidden />
      <p className="min-w-0 flex-1 basis-48">
        Please confirm your email address — we sent a link to <strong className="font-semibold wrap-anywhere">{user.email}</strong>.
      </p>
      <div className="ml-auto flex items-center gap-1">
        <Button size="sm" variant="outline" onClick={send} disabled={resend.isPending}>
          {resend.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
          Resend link
        </Button>
        <Button size="icon" variant="ghost" className="size-8" onClick={dismiss} aria-label="Dismiss until next visit">
          <X aria-hidden />
        </Button>
      </div>
    </section>
  );
}
