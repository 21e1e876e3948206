import { LogIn, LogOut, MailOpen, Loader2 } from 'lucide-react';
import type { User } from '@takeoff/shared/auth';
import { LinkPageCard } from '@/components/link-page-card';
import { Button } from '@/components/ui/button';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitationPreview } from '../api/get-invitation-preview';
import { InvitationSummary } from '../components/invitation-summary';
import { NewMemberForm } from '../components/new-member-form';
import { invitationViewer } from '../lib/invitation-viewer';

const INVALID_MESSAGE = 'This invitation is invalid, was already used or has expired. Ask for a new one.';

type AcceptInvitationPageProps = {
  token: string | null;
  /** The signed-in user (null: signed out); the session belongs to the caller. */
  user: User | null;
  /** Stores the session user the acceptance made or changed, then leads on. */
  onAccepted: (user: User) => void;
  onSignIn: () => void;
  onSignOut: () => void;
};

/** /invite?token=…: whose invitation it is, then a new account, a join with the signed-in account, or why not. */
export function AcceptInvitationPage({ token, user, onAccepted, onSignIn, onSignOut }: AcceptInvitationPageProps) {
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation({ onAccepted });

  if (!token || preview.isError) {
    return <LinkPageCard title="Invitation not valid" tone="error" message={preview.isError ? errorMessage(preview.error, INVALID_MESSAGE) : INVALID_MESSAGE} />;
  }
  if (preview.isPending) return <LinkPageCard title="Checking your invitation" tone="pending" />;

  const { organisation, email } = preview.data;
  const viewer = invitationViewer(user);
  const acceptError = accept.isError ? (
    <p role="alert" className="text-sm text-status-closed">
      {errorMessage(accept.error, 'Could not accept the invitation. Please try again.')}
    </p>
  ) : null;
  const emailTaken = accept.error instanceof ApiRequestError && accept.error.code === 'EMAIL_TAKEN';

  return (
    <LinkPageCard title={`Join ${organisation} on Takeoff`} tone="info" icon={MailOpen} message={`You were invited to join ${organisation}.`}>
      <InvitationSummary preview={preview.data} />
      {viewer === 'signed-out' ? (
        <>
          <NewMemberForm email={email} organisation={organisation} submitting={accept.isPending} onSubmit={(values) => accept.mutate({ token, ...values })} />
          {acceptError}
          <p className="text-sm text-muted-foreground">
            {emailTaken ? 'Sign in with that account, then open the link again to join.' : 'Already have a company account without an organisation?'}
          </p>
          <Button variant="outline" onClick={onSignIn}>
            <LogIn aria-hidden /> Sign in
          </Button>
        </>
      ) : viewer === 'can-join' ? (
        <>
          <p className="text-sm">You are signed in as {user?.name} ({user?.email}). Your account joins {organisation}.</p>
          <Button size="lg" onClick={() => accept.mutate({ token })} disabled={accept.isPending}>
            {accept.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            Join {organisation}
          </Button>
          {acceptError}
        </>
      ) : (
        <>
          <p role="alert" className="text-sm">
            {viewer === 'in-organisation'
              ? `You are signed in as ${user?.email}, which already belongs to ${user?.org?.name ?? 'an organisation'}. An account belongs to one organisation: sign out to accept with a new account for ${email}.`
              : `You are signed in as ${user?.email}, a ${user?.role} account, which cannot join an organisation. Sign out to accept with a new account for ${email}.`}
          </p>
          <Button variant="outline" onClick={onSignOut}>
            <LogOut aria-hidden /> Sign out
          </Button>
        </>
      )}
    </LinkPageCard>
  );
}
