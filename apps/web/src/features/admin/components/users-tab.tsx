import { BadgeCheck, Trash2 } from 'lucide-react';
import { ADMIN_MESSAGES } from '@takeoff/shared/admin';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useDeleteUser } from '../api/delete-user';
import { useSetCompanyVerified } from '../api/set-company-verified';
import { useUsers } from '../api/get-users';
import { ConfirmButton } from '@/components/confirm-button';
import { LoadMore } from './load-more';
import { formatDate, RoleBadge, RoleIcon } from './role-badge';

export function UsersTab() {
  const users = useUsers();
  const remove = useDeleteUser();
  const verify = useSetCompanyVerified();
  if (users.isPending) return <Skeleton className="h-64 w-full" />;
  if (users.isError) return <p role="alert">Failed to fetch users</p>;
  const items = users.data.pages.flatMap((p) => p.items);
  return (
    <div className="grid grid-cols-1 gap-3">
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
              {u.subscriptionStatus ? <Badge variant={u.subscriptionStatus === 'premium' ? 'default' : 'outline'}>{u.subscriptionStatus}</Badge> : null}
              {u.verified ? <Badge variant="outline">Verified</Badge> : null}
              {/* Whether the person opened the link mailed to their address (admins' come from configuration). */}
              {u.role === 'admin' ? null : u.emailVerified ? (
                <Badge variant="live" title="The address was confirmed from the link we mailed">Email verified</Badge>
              ) : (
                <Badge variant="expiring" title="The link we mailed has not been opened yet">Email unverified</Badge>
              )}
              <span className="text-xs text-muted-foreground">Joined {formatDate(u.createdAt)}</span>
              {u.role === 'company' ? (
                <Button
                  size="sm"
                  variant={u.verified ? 'outline' : 'secondary'}
                  disabled={verify.isPending}
                  aria-label={`${u.verified ? 'Unverify' : 'Verify'} ${u.name}`}
                  onClick={() =>
                    verify.mutate(
                      { id: u.id, verified: !u.verified },
                      {
                        onSuccess: () => showSuccessToast(u.verified ? 'Verified mark removed' : 'Company verified'),
                        onError: (e) => showDestructiveToast('Verification failed', errorMessage(e, 'Could not change the verified mark')),
                      },
                    )
                  }
                >
                  <BadgeCheck aria-hidden /> {u.verified ? 'Unverify' : 'Verify'}
                </Button>
              ) : null}
              {u.role !== 'admin' ? (
                <ConfirmButton
                  label={`Delete ${u.name}`}
                  description={ADMIN_MESSAGES.confirmDeleteUser(u.name)}
                  disabled={remove.isPending}
                  onConfirm={() =>
                    remove.mutate(u.id, {
                      onSuccess: () => showSuccessToast(ADMIN_MESSAGES.userDeleted),
                      onError: (e) => showDestructiveToast(ADMIN_MESSAGES.deleteFailedTitle, errorMessage(e, 'Failed to delete user')),
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
    </div>
  );
}
