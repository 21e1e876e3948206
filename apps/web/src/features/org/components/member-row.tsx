import type { OrgMember } from '@takeoff/shared/org';
import type { OrgRole } from '@takeoff/shared/org-permissions';
import { ConfirmButton } from '@/components/confirm-button';
import { LazySelect } from '@/components/lazy-select';
import { Badge } from '@/components/ui/badge';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { useRemoveMember } from '../api/remove-member';
import { useUpdateMemberRole } from '../api/update-member-role';
import { t as translate, useT } from '../i18n';
import { roleLabel } from '../lib/role-text';
import { memberActions } from '../lib/team-actions';
import { OrgRoleBadge } from './role-badge';

const CHANGEABLE_ROLES = ['recruiter', 'interviewer'] as const;

type MemberRowProps = {
  member: OrgMember;
  actorRole: OrgRole;
  onTransfer: (member: OrgMember) => void;
  transferring: boolean;
};

/** One member: name, address, role; the owner may change the role, remove them or hand them ownership. */
export function MemberRow({ member, actorRole, onTransfer, transferring }: MemberRowProps) {
  const { t } = useT();
  const actions = memberActions(actorRole, member);
  const update = useUpdateMemberRole();
  const remove = useRemoveMember();
  const changeRole = (role: (typeof CHANGEABLE_ROLES)[number]) =>
    update.mutate(
      { id: member.id, role },
      {
        onSuccess: () =>
          showSuccessToast(
            translate('member.roleChanged', { name: member.name, role: roleLabel(role) }),
          ),
        onError: (error) =>
          showDestructiveToast(
            translate('member.roleError'),
            errorMessage(error, translate('common.tryAgain')),
          ),
      },
    );
  const removeMember = () =>
    remove.mutate(member.id, {
      onSuccess: () => showSuccessToast(translate('member.removed', { name: member.name })),
      onError: (error) =>
        showDestructiveToast(
          translate('member.removeError'),
          errorMessage(error, translate('common.tryAgain')),
        ),
    });

  return (
    <li
      className="flex flex-col gap-3 rounded-lg border border-border p-3 sm:flex-row sm:items-center"
      data-testid="member-row"
    >
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          <span className="break-words">{member.name}</span>
          {member.isYou ? <Badge variant="outline">{t('member.you')}</Badge> : null}
          {actions.changeRole ? null : <OrgRoleBadge role={member.role} />}
        </p>
        <p className="break-all text-sm text-muted-foreground">{member.email}</p>
        <p className="text-xs text-muted-foreground">
          {t('member.joined', { date: formatDate(member.joinedAt) })}
        </p>
      </div>
      {actions.changeRole || actions.remove || actions.transferOwnership ? (
        <div className="flex flex-wrap items-center gap-2">
          {actions.changeRole && member.role !== 'owner' ? (
            <LazySelect
              value={member.role}
              onValueChange={(role) => changeRole(role as (typeof CHANGEABLE_ROLES)[number])}
              disabled={update.isPending}
              label={t('member.roleOf', { name: member.name })}
              triggerClassName="w-auto min-w-36 max-w-full"
              options={CHANGEABLE_ROLES.map((role) => ({ value: role, label: roleLabel(role) }))}
            />
          ) : null}
          {actions.transferOwnership ? (
            <ConfirmButton
              variant="outline"
              label={t('member.transferLabel', { name: member.name })}
              title={t('member.transferTitle', { name: member.name })}
              description={t('member.transferDescription', { name: member.name })}
              confirmLabel={t('member.transfer')}
              disabled={transferring}
              onConfirm={() => onTransfer(member)}
            >
              {t('member.transfer')}
            </ConfirmButton>
          ) : null}
          {actions.remove ? (
            <ConfirmButton
              label={t('member.removeLabel', { name: member.name })}
              title={t('member.removeTitle', { name: member.name })}
              description={t('member.removeDescription', { name: member.name })}
              confirmLabel={t('member.remove')}
              disabled={remove.isPending}
              onConfirm={removeMember}
            >
              {t('member.remove')}
            </ConfirmButton>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
