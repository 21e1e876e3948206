import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { CreateInvitationRequest, type CreatedInvitation } from '@takeoff/shared/org';
import type { OrgRole } from '@takeoff/shared/org-permissions';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField, FormInput } from '@/components/ui/form-field';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useCreateInvitation } from '../api/create-invitation';
import { useInvitations } from '../api/get-invitations';
import { useT } from '../i18n';
import { roleDescription, roleLabel } from '../lib/role-text';
import { invitableRoles } from '../lib/team-actions';
import { InvitationSent } from './invitation-sent';
import { PendingInvitationNotice } from './pending-invitation-notice';

/** "Invite member": an address and a role (only those the actor may invite); then the link to copy. */
export function InviteFormDialog({
  actorRole,
  open,
  onOpenChange,
}: {
  actorRole: OrgRole;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useT();
  const [created, setCreated] = useState<CreatedInvitation | null>(null);
  const roles = invitableRoles(actorRole);
  const create = useCreateInvitation();
  const invitations = useInvitations();
  const form = useForm({
    resolver: zodResolver(CreateInvitationRequest),
    defaultValues: { email: '', role: roles[roles.length - 1] ?? 'interviewer' },
  });
  const { errors } = form.formState;
  const role = useWatch({ control: form.control, name: 'role' });
  // Registered outside the markup: the field name is not text a person reads.
  const emailField = form.register('email');

  const changeOpen = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setCreated(null);
      create.reset();
      form.reset();
    }
  };
  const submit = form.handleSubmit((values) => create.mutate(values, { onSuccess: setCreated }));
  // The address already has a pending invitation: the inviter chooses what happens to it.
  const pendingFor =
    create.error instanceof ApiRequestError && create.error.code === 'INVITATION_PENDING'
      ? create.variables?.email
      : undefined;
  const pending = pendingFor
    ? (invitations.data?.items.find((i) => i.email.toLowerCase() === pendingFor.toLowerCase()) ??
      null)
    : null;
  const replace = (replacementRole: (typeof roles)[number]) =>
    create.mutate(
      { email: pendingFor!, role: replacementRole, replacePending: true },
      { onSuccess: setCreated },
    );

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('invite.title')}</DialogTitle>
          <DialogDescription>{t('invite.description')}</DialogDescription>
        </DialogHeader>
        {created ? (
          <>
            <InvitationSent invitation={created} />
            <DialogFooter>
              <Button variant="outline" onClick={() => setCreated(null)}>
                {t('invite.another')}
              </Button>
              <Button onClick={() => changeOpen(false)}>{t('invite.done')}</Button>
            </DialogFooter>
          </>
        ) : (
          <form onSubmit={submit} noValidate aria-label={t('invite.title')}>
            <fieldset disabled={create.isPending} className="grid gap-4">
              <FormInput
                id="invite-email"
                label={t('common.email')}
                type="email"
                autoComplete="off"
                error={errors.email ? t('invite.invalidEmail') : undefined}
                {...emailField}
              />
              <FormField id="invite-role" label={t('invite.role')}>
                <Select
                  value={role}
                  onValueChange={(value) => form.setValue('role', value as (typeof roles)[number])}
                >
                  <SelectTrigger id="invite-role">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {roles.map((option) => (
                      <SelectItem key={option} value={option}>
                        {roleLabel(option)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </FormField>
              <p className="text-sm text-muted-foreground">{roleDescription(role)}</p>
              {pendingFor ? (
                <PendingInvitationNotice
                  email={pendingFor}
                  actorRole={actorRole}
                  pendingRole={pending?.role ?? null}
                  chosenRole={create.variables?.role ?? role}
                  disabled={create.isPending}
                  onReplace={replace}
                />
              ) : create.isError ? (
                <p role="alert" className="text-sm text-status-closed">
                  {errorMessage(create.error, t('common.invitationFailed'))}
                </p>
              ) : null}
              <DialogFooter>
                <Button type="submit">
                  {create.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
                  {t('invite.send')}
                </Button>
              </DialogFooter>
            </fieldset>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
