import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import type { User } from '@takeoff/shared/auth';
import { PageSpinner } from '@/components/page-spinner';
import { resetSessionCache, useMe } from '@/features/auth/api/get-me';
import { useLogout } from '@/features/auth/api/logout';
import { postLoginPath } from '@/features/auth/lib/post-login-path';
import { AcceptInvitationPage } from '@/features/org/pages/accept-invitation-page';
import { useLinkToken } from '@/lib/single-use-link';
import { useOpenAuthDialog } from '../auth-dialog-context';

/** /invite?token=…: the mailed (or handed-over) link to join an organisation. Public: the token says whose invitation. */
export function Component() {
  const token = useLinkToken();
  const me = useMe();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const openAuthDialog = useOpenAuthDialog();
  const logout = useLogout();
  if (me.isPending) return <PageSpinner />;
  const accepted = (user: User) => {
    // A new account, or the same one in an organisation now: nothing cached before may stand.
    resetSessionCache(queryClient, user);
    void navigate(postLoginPath(user), { replace: true });
  };
  return (
    <AcceptInvitationPage
      token={token}
      user={me.data ?? null}
      onAccepted={accepted}
      onSignIn={() =>
        openAuthDialog({ mode: 'login', returnTo: `${location.pathname}${location.search}` })
      }
      onSignOut={() => logout.mutate()}
    />
  );
}
