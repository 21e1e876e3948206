import { Link } from 'react-router';
import { Loader2, MailX } from 'lucide-react';
import { MAIL_PREFERENCE_LABELS } from '@takeoff/shared/mail';
import { LinkPageCard } from '@/components/link-page-card';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useUnsubscribe } from '../api/unsubscribe';
import { mailPreferenceKindOfToken } from '../lib/mail-preference-kinds';

const INVALID_LINK_MESSAGE = 'This unsubscribe link is not valid. Open it again from the email, or change your email settings on your account page.';

/** /unsubscribe?token=…: says which emails stop, and stops them on one click (no sign-in: the link is signed). */
export function UnsubscribePage({ token, signedIn }: { token: string | null; signedIn: boolean }) {
  const turnOff = useUnsubscribe();
  const kind = token ? mailPreferenceKindOfToken(token) : null;
  const manageLink = signedIn ? (
    <Button asChild variant="outline" className="w-full sm:w-auto">
      <Link to="/account">Manage all email settings</Link>
    </Button>
  ) : (
    <p className="text-sm text-muted-foreground">Sign in and open Account settings to manage all your email settings.</p>
  );

  if (!token || !kind) {
    return (
      <LinkPageCard title="Unsubscribe" tone="error" message={INVALID_LINK_MESSAGE}>
        {manageLink}
      </LinkPageCard>
    );
  }

  if (turnOff.isSuccess) {
    return (
      <LinkPageCard title="Emails turned off" tone="success" message={turnOff.data.message}>
        {manageLink}
      </LinkPageCard>
    );
  }

  const labels = MAIL_PREFERENCE_LABELS[kind];
  return (
    <LinkPageCard title="Unsubscribe" tone="info" icon={MailX} message="You will no longer receive these emails:">
      <div className="rounded-lg border border-border bg-board-cell/60 p-3">
        <p className="font-semibold">{labels.title}</p>
        <p className="text-sm text-muted-foreground">{labels.description}</p>
      </div>
      <p className="text-sm text-muted-foreground">Notifications inside Takeoff and emails about your account are not affected.</p>
      {turnOff.isError ? (
        <p role="alert" className="text-sm text-status-closed">
          {errorMessage(turnOff.error, INVALID_LINK_MESSAGE)}
        </p>
      ) : null}
      <Button size="lg" className="w-full sm:w-auto" onClick={() => turnOff.mutate({ token })} disabled={turnOff.isPending}>
        {turnOff.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
        Turn off these emails
      </Button>
      {signedIn ? manageLink : null}
    </LinkPageCard>
  );
}
