import { useDeferredValue, useState } from 'react';
import { BadgeCheck, Search, Trash2 } from 'lucide-react';
import { ADMIN_USER_STATES } from '@takeoff/shared/admin';
import { UserRole } from '@takeoff/shared/auth';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useDeleteUser } from '../api/delete-user';
import { useSetCompanyVerified } from '../api/set-company-verified';
import { useUsers } from '../api/get-users';
import { ConfirmButton } from '@/components/confirm-button';
import { LoadMore } from './load-more';
import { formatDate, RoleBadge, RoleIcon } from './role-badge';
import { useT } from '../i18n';

/** The subscription plans the interface names; any other value is shown as stored. */
const KNOWN_PLANS = ['premium', 'free'] as const;
const isKnownPlan = (value: string): value is (typeof KNOWN_PLANS)[number] =>
  (KNOWN_PLANS as readonly string[]).includes(value);

const filterClass = 'h-10 rounded-md border border-border bg-board-cell px-3 text-sm';

export function UsersTab() {
  const { t } = useT();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState('');
  const [state, setState] = useState('');
  const users = useUsers(useDeferredValue(search), role, state);
  return (
    <div className="grid grid-cols-1 gap-3">
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative flex-1">
          <Search aria-hidden className="absolute left-3 top-3 size-4 text-muted-foreground" />
          <Input
            type="search"
            className="pl-9"
            placeholder={t('users.searchPlaceholder')}
            aria-label={t('users.searchLabel')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <select
          aria-label={t('users.roleFilter')}
          className={filterClass}
          value={role}
          onChange={(e) => setRole(e.target.value)}
        >
          <option value="">{t('users.allRoles')}</option>
          {UserRole.options.map((r) => (
            <option key={r} value={r}>
              {t(`roles.${r}`)}
            </option>
          ))}
        </select>
        <select
          aria-label={t('users.stateFilter')}
          className={filterClass}
          value={state}
          onChange={(e) => setState(e.target.value)}
        >
          <option value="">{t('users.allStates')}</option>
          {ADMIN_USER_STATES.map((s) => (
            <option key={s} value={s}>
              {t(`users.state.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <UserList users={users} />
    </div>
  );
}

function UserList({ users }: { users: ReturnType<typeof useUsers> }) {
  const { t } = useT();
  const remove = useDeleteUser();
  const verify = useSetCompanyVerified();
  if (users.isPending) return <Skeleton className="h-64 w-full" />;
  if (users.isError) return <p role="alert">{t('users.loadFailed')}</p>;
  const items = users.data.pages.flatMap((p) => p.items);
  if (items.length === 0)
    return <p className="py-8 text-center text-muted-foreground">{t('users.empty')}</p>;
  return (
    <>
      {items.map((u) => (
        <Card key={u.id}>
          <CardContent className="flex flex-wrap items-center justify-between gap-3 pt-6">
            <div className="flex min-w-0 items-center gap-3">
              <RoleIcon role={u.role} />
              <div className="min-w-0">
                <p className="truncate font-medium">{u.name}</p>
                <p className="truncate text-sm text-muted-foreground">{u.email}</p>
              </div>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <RoleBadge role={u.role} />
              {u.subscriptionStatus ? (
                <Badge variant={u.subscriptionStatus === 'premium' ? 'default' : 'outline'}>
                  {isKnownPlan(u.subscriptionStatus)
                    ? t(`subscription.${u.subscriptionStatus}`)
                    : u.subscriptionStatus}
                </Badge>
              ) : null}
              {u.verified ? <Badge variant="outline">{t('users.verified')}</Badge> : null}
              {u.disabled ? <Badge variant="destructive">{t('users.disabled')}</Badge> : null}
              {/* Whether the person opened the link mailed to their address (admins' come from configuration). */}
              {u.role === 'admin' ? null : u.emailVerified ? (
                <Badge variant="live" title={t('users.emailVerifiedTitle')}>
                  {t('users.emailVerified')}
                </Badge>
              ) : (
                <Badge variant="expiring" title={t('users.emailUnverifiedTitle')}>
                  {t('users.emailUnverified')}
                </Badge>
              )}
              <span className="text-xs text-muted-foreground">
                {t('users.joined', { date: formatDate(u.createdAt) })}
              </span>
              {u.role === 'company' ? (
                <Button
                  size="sm"
                  variant={u.verified ? 'outline' : 'secondary'}
                  disabled={verify.isPending}
                  aria-label={
                    u.verified
                      ? t('users.unverifyNamed', { name: u.name })
                      : t('users.verifyNamed', { name: u.name })
                  }
                  onClick={() =>
                    verify.mutate(
                      { id: u.id, verified: !u.verified },
                      {
                        onSuccess: () =>
                          showSuccessToast(
                            u.verified ? t('users.markRemoved') : t('users.companyVerified'),
                          ),
                        onError: (e) =>
                          showDestructiveToast(
                            t('users.verificationFailed'),
                            errorMessage(e, t('users.verificationFailedBody')),
                          ),
                      },
                    )
                  }
                >
                  <BadgeCheck aria-hidden /> {u.verified ? t('users.unverify') : t('users.verify')}
                </Button>
              ) : null}
              {u.role !== 'admin' ? (
                <ConfirmButton
                  label={t('common.deleteNamed', { name: u.name })}
                  description={t('users.confirmDelete', { name: u.name })}
                  disabled={remove.isPending}
                  onConfirm={() =>
                    remove.mutate(u.id, {
                      onSuccess: () => showSuccessToast(t('users.deleted')),
                      onError: (e) =>
                        showDestructiveToast(
                          t('common.deleteFailedTitle'),
                          errorMessage(e, t('users.deleteFailed')),
                        ),
                    })
                  }
                >
                  <Trash2 aria-hidden />
                </ConfirmButton>
              ) : null}
            </div>
          </CardContent>
        </Card>
      ))}
      <LoadMore {...users} />
    </>
  );
}
