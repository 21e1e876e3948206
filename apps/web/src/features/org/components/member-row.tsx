import type { OrgMember } from '@takeoff/shared/org';
import { ORG_ROLE_LABELS, type OrgRole } from '@takeoff/shared/org-roles';
import { ConfirmButton } from '@/components/confirm-button';
import { Badge } from '@/components/ui/badge';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { useRemoveMember } from '../api/remove-member';
import { useUpdateMemberRole } from '../api/update-member-role';
import { memberActions } from '../lib/team-actions';
import { OrgRoleBadge } from './role-badge';

const CHANGEABLE_ROLES = ['recruiter', 'interviewer'] as const;

type MemberRowProps = { member: OrgMember; actorRole: OrgRole; onTransfer: (member: OrgMember) => void; transferring: boolean };

/** One member: name, address, role; the owner may change the role, remove them or hand them ownership. */
export function MemberRow({ member, actorRole, onTransfer, transferring }: MemberRowProps) {
  const actions = memberActions(actorRole, member);
  const update = useUpdateMemberRole();
  const remove = useRemoveMember();
  const changeRole = (role: (typeof CHANGEABLE_ROLES)[number]) =>
    update.mutate(
      { id: member.id, role },
      {
        onSuccess: () => showSuccessToast(`${member.name} is now ${ORG_ROLE_LABELS[role]}`),
        onError: (error) => showDestructiveToast('Could not change the role', errorMessage(error, 'Please try again.')),
      },
    );
  const removeMember = () =>
    remove.mutate(member.id, {
      onSuccess: () => showSuccessToast(`${member.name} was removed`),
      onError: (error) => showDestructiveToast('Could not remove the member', errorMessage(error, 'Please try again.')),
    });

  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border p-3 sm:flex-row sm:items-center" data-testid="member-row">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          <span className="break-words">{member.name}</span>
          {member.isYou ? <Badge variant="outline">You</Badge> : null}
          {actions.changeRole ? null : <OrgRoleBadge role={member.role} />}
        </p>
        <p className="break-all text-sm text-muted-foreground">{member.email}</p>
        <p className="text-xs text-muted-foreground">Joined {formatDate(member.joinedAt)}</p>
      </div>
      {actions.changeRole || actions.remove || actions.transferOwnership ? (
        <div className="flex flex-wrap items-center gap-2">
          {actions.changeRole && member.role !== 'owner' ? (
            <Select value={member.role} onValueChange={(role) => changeRole(role as (typeof CHANGEABLE_ROLES)[number])} disabled={update.isPending}>
              <SelectTrigger aria-label={`Role of ${member.name}`} className="w-36">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {CHANGEABLE_ROLES.map((role) => (
                  <SelectItem key={role} value={role}>
                    {ORG_ROLE_LABELS[role]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          ) : null}
          {actions.transferOwnership ? (
            <ConfirmButton
              variant="outline"
              label={`Transfer ownership to ${member.name}`}
              title={`Make ${member.name} the owner?`}
              description={`${member.name} becomes the owner of the organisation and you become a recruiter: you can no longer manage members or hand ownership back yourself.`}
              confirmLabel="Transfer ownership"
              disabled={transferring}
              onConfirm={() => onTransfer(member)}
            >
              Transfer ownership
            </ConfirmButton>
          ) : null}
          {actions.remove ? (
            <ConfirmButton
              label={`Remove ${member.name}`}
              title={`Remove ${member.name}?`}
              description={`${member.name} leaves the organisation at once: every session of theirs ends and they can no longer see its jobs or applicants.`}
              confirmLabel="Remove"
              disabled={remove.isPending}
              onConfirm={removeMember}
            >
              Remove
            </ConfirmButton>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
