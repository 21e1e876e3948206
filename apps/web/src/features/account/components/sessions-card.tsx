import { LogOut, MonitorSmartphone } from 'lucide-react';
import type { AccountSession } from '@takeoff/shared/auth';
import { ConfirmButton } from '@/components/confirm-button';
import { ListCard } from '@/components/list-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { useSessions } from '../api/get-sessions';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { orderSessions } from '../lib/order-sessions';

/** The devices signed in to the account: this one marked, any other signed out on request. */
export function SessionsCard() {
  const sessions = useSessions();
  const revokeOthers = useRevokeOtherSessions();
  const ordered = orderSessions(sessions.data ?? []);
  const others = ordered.filter((session) => !session.current).length;

  const signOutOthers = () =>
    revokeOthers.mutate(undefined, {
      onSuccess: ({ revoked }) => showSuccessToast(revoked === 1 ? '1 other session signed out' : `${revoked} other sessions signed out`),
      onError: (error) => showDestructiveToast('Could not sign the other sessions out', errorMessage(error, 'Please try again.')),
    });

  return (
    <ListCard
      id="sessions-title"
      title="Active sessions"
      titleAs="h3"
      icon={MonitorSmartphone}
      isPending={sessions.isPending}
      isError={sessions.isError}
      isEmpty={ordered.length === 0}
      errorText="Could not load your sessions."
      emptyText="No active sessions."
      footer={
        others > 0 ? (
          <ConfirmButton
            variant="outline"
            size="default"
            title="Sign out all other sessions?"
            description="Every other device signed in to your account will have to sign in again. This device stays signed in."
            confirmLabel="Sign out others"
            disabled={revokeOthers.isPending}
            onConfirm={signOutOthers}
          >
            <LogOut aria-hidden /> Sign out all other sessions
          </ConfirmButton>
        ) : null
      }
    >
      {ordered.map((session) => (
        <SessionRow key={session.id} session={session} />
      ))}
    </ListCard>
  );
}

function SessionRow({ session }: { session: AccountSession }) {
  const revoke = useRevokeSession();
  const run = () =>
    revoke.mutate(session.id, {
      onSuccess: () => showSuccessToast('Session signed out', session.device),
      onError: (error) => showDestructiveToast('Could not sign the session out', errorMessage(error, 'Please try again.')),
    });
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-lg border border-border bg-board-cell/60 p-3">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {session.device}
          {session.current ? <Badge variant="live">This device</Badge> : null}
        </p>
        <p className="text-sm text-muted-foreground">
          {session.ip ? `IP ${session.ip} · ` : null}Last used {formatDateTime(session.lastUsedAt)}
        </p>
      </div>
      {session.current ? null : (
        <Button
          size="sm"
          variant="outline"
          onClick={run}
          disabled={revoke.isPending}
          aria-label={`Revoke ${session.device}, last used ${formatDateTime(session.lastUsedAt)}`}
        >
          Revoke
        </Button>
      )}
    </li>
  );
}
