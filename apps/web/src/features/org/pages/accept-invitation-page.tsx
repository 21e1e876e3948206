import { Suspense, useEffect } from 'react';
import { LogIn, LogOut, MailOpen, Loader2 } from 'lucide-react';
import type { User } from '@takeoff/shared/auth';
import { LinkPageCard } from '@/components/link-page-card';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitationPreview } from '../api/get-invitation-preview';
import { InvitationSummary } from '../components/invitation-summary';
import { useT } from '../i18n';
import { invitationViewer } from '../lib/invitation-viewer';

// The new account's form and its validation (zod, react-hook-form: about 40 KB gzip) load beside the invitation's
// preview, for a signed-out visitor only (the one who sees the form).
const NewMemberForm = lazyWithPreload(async () => ({
  default: (await import('../components/new-member-form')).NewMemberForm,
}));

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
export function AcceptInvitationPage({
  token,
  user,
  onAccepted,
  onSignIn,
  onSignOut,
}: AcceptInvitationPageProps) {
  const { t } = useT();
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation({ onAccepted });
  useEffect(() => {
    if (!user) NewMemberForm.preload();
  }, [user]);

  if (!token || preview.isError) {
    const invalid = t('accept.invalid');
    return (
      <LinkPageCard
        title={t('accept.invalidTitle')}
        tone="error"
        message={preview.isError ? errorMessage(preview.error, invalid) : invalid}
      />
    );
  }
  if (preview.isPending) return <LinkPageCard title={t('accept.checking')} tone="pending" />;

  const { organisation, email } = preview.data;
  const viewer = invitationViewer(user, email);
  const acceptError = accept.isError ? (
    <p role="alert" className="text-sm text-status-closed">
      {errorMessage(accept.error, t('accept.acceptError'))}
    </p>
  ) : null;
  const emailTaken = accept.error instanceof ApiRequestError && accept.error.code === 'EMAIL_TAKEN';

  return (
    <LinkPageCard
      title={t('accept.title', { organisation })}
      tone="info"
      icon={MailOpen}
      message={t('accept.invited', { organisation })}
    >
      <InvitationSummary preview={preview.data} />
      {viewer === 'signed-out' ? (
        <>
          <Suspense fallback={<Skeleton className="h-94 w-full" />}>
            <NewMemberForm
              email={email}
              organisation={organisation}
              submitting={accept.isPending}
              onSubmit={(values) => accept.mutate({ token, ...values })}
            />
          </Suspense>
          {acceptError}
          <p className="text-sm text-muted-foreground">
            {emailTaken ? t('accept.emailTaken') : t('accept.haveAccount')}
          </p>
          <Button variant="outline" onClick={onSignIn}>
            <LogIn aria-hidden /> {t('accept.signIn')}
          </Button>
        </>
      ) : viewer === 'can-join' ? (
        <>
          <p className="text-sm">
            {t('accept.signedInJoins', { name: user?.name, email: user?.email, organisation })}
          </p>
          <Button size="lg" onClick={() => accept.mutate({ token })} disabled={accept.isPending}>
            {accept.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {t('accept.join', { organisation })}
          </Button>
          {acceptError}
        </>
      ) : (
        <>
          <p role="alert" className="text-sm">
            {viewer === 'other-address'
              ? t('accept.otherAddress', { email: user?.email, invited: email })
              : viewer === 'in-organisation'
                ? user?.org
                  ? t('accept.inOrganisation', {
                      email: user.email,
                      organisation: user.org.name,
                      invited: email,
                    })
                  : t('accept.inUnknownOrganisation', { email: user?.email, invited: email })
                : t('accept.notACompany', {
                    email: user?.email,
                    role: user ? t(`accountRoles.${user.role}`) : '',
                    invited: email,
                  })}
          </p>
          <Button variant="outline" onClick={onSignOut}>
            <LogOut aria-hidden /> {t('accept.signOut')}
          </Button>
        </>
      )}
    </LinkPageCard>
  );
}
