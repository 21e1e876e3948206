import type { OrgRole } from '@takeoff/shared/org-permissions';
import type { InvitableRole } from '@takeoff/shared/org';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { useT } from '../i18n';
import { roleLabel } from '../lib/role-text';
import { managesInvitation } from '../lib/team-actions';

type Role = z.infer<typeof InvitableRole>;

/**
 * The address already has a pending invitation: say so and let the inviter choose, resend it as it is or change
 * its role; either sends a new link and the old one stops working. Nothing is replaced without that choice.
 */
export function PendingInvitationNotice({
  email,
  actorRole,
  pendingRole,
  chosenRole,
  disabled,
  onReplace,
}: {
  email: string;
  actorRole: OrgRole;
  /** The pending invitation's role, when the list says it (null: not known here). */
  pendingRole: Role | null;
  chosenRole: Role;
  disabled: boolean;
  onReplace: (role: Role) => void;
}) {
  const { t } = useT();
  const mayReplace = pendingRole === null || managesInvitation(actorRole, pendingRole);
  return (
    <div role="alert" className="grid gap-3 rounded-md border border-border bg-surface-raised p-3">
      <p className="text-sm">
        {pendingRole
          ? t('invite.pending', { email, role: roleLabel(pendingRole) })
          : t('invite.pendingUnknownRole', { email })}
      </p>
      {mayReplace ? (
        <>
          <p className="text-xs text-muted-foreground">{t('invite.pendingHint')}</p>
          <div className="flex flex-wrap gap-2">
            {pendingRole ? (
              <Button
                type="button"
                variant="outline"
                disabled={disabled}
                onClick={() => onReplace(pendingRole)}
              >
                {t('invite.resendAs', { role: roleLabel(pendingRole) })}
              </Button>
            ) : null}
            {pendingRole !== chosenRole ? (
              <Button type="button" disabled={disabled} onClick={() => onReplace(chosenRole)}>
                {t('invite.changeRoleTo', { role: roleLabel(chosenRole) })}
              </Button>
            ) : null}
          </div>
        </>
      ) : (
        <p className="text-xs text-muted-foreground">{t('invite.pendingNotYours')}</p>
      )}
    </div>
  );
}
