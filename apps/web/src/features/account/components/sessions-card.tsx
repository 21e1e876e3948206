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
import { t as translate, useT } from '../i18n';
import { orderSessions } from '../lib/order-sessions';

/** The devices signed in to the account: this one marked, any other signed out on request. */
export function SessionsCard() {
  const { t } = useT();
  const sessions = useSessions();
  const revokeOthers = useRevokeOtherSessions();
  const ordered = orderSessions(sessions.data ?? []);
  const others = ordered.filter((session) => !session.current).length;

  const signOutOthers = () =>
    revokeOthers.mutate(undefined, {
      onSuccess: ({ revoked }) =>
        showSuccessToast(translate('sessions.othersSignedOut', { count: revoked })),
      onError: (error) =>
        showDestructiveToast(
          translate('sessions.othersError'),
          errorMessage(error, translate('common.tryAgain')),
        ),
    });

  return (
    <ListCard
      id="sessions-title"
      title={t('sessions.title')}
      titleAs="h3"
      icon={MonitorSmartphone}
      isPending={sessions.isPending}
      isError={sessions.isError}
      isEmpty={ordered.length === 0}
      errorText={t('sessions.loadError')}
      emptyText={t('sessions.empty')}
      footer={
        others > 0 ? (
          <ConfirmButton
            variant="outline"
            size="default"
            title={t('sessions.confirmTitle')}
            description={t('sessions.confirmDescription')}
            confirmLabel={t('sessions.confirmLabel')}
            disabled={revokeOthers.isPending}
            onConfirm={signOutOthers}
          >
            <LogOut aria-hidden /> {t('sessions.signOutOthers')}
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
  const { t } = useT();
  const revoke = useRevokeSession();
  // Named by the API in the account's language ("Firefox on Windows", «Firefox σε Windows»).
  const device = session.device;
  const lastUsed = formatDateTime(session.lastUsedAt);
  const run = () =>
    revoke.mutate(session.id, {
      onSuccess: () => showSuccessToast(translate('sessions.signedOut'), device),
      onError: (error) =>
        showDestructiveToast(
          translate('sessions.signOutError'),
          errorMessage(error, translate('common.tryAgain')),
        ),
    });
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-lg border border-border bg-board-cell/60 p-3">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="min-w-0 break-words">{device}</span>
          {session.current ? <Badge variant="live">{t('sessions.thisDevice')}</Badge> : null}
        </p>
        <p className="text-sm text-muted-foreground">
          {session.ip
            ? t('sessions.ipLastUsed', { ip: session.ip, date: lastUsed })
            : t('sessions.lastUsed', { date: lastUsed })}
        </p>
      </div>
      {session.current ? null : (
        <Button
          size="sm"
          variant="outline"
          onClick={run}
          disabled={revoke.isPending}
          aria-label={t('sessions.revokeLabel', { device, date: lastUsed })}
        >
          {t('sessions.revoke')}
        </Button>
      )}
    </li>
  );
}
