import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { House, LogIn, LogOut, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { resetSessionCache, useMe } from '@/features/auth/api/get-me';
import { useLogout } from '@/features/auth/api/logout';
import { postLoginPath } from '@/features/auth/lib/post-login-path';
import { orgRoleOf } from '@/features/auth/lib/company-of-user';
import { Button } from '@/components/ui/button';
import { LanguageSwitcher } from '@/components/language-switcher';
import { useHydrated } from '@/lib/use-hydrated';
import { onSessionEnded } from '@/lib/session-ended';
import { useOpenAuthDialog } from '../auth-dialog-context';
import { NotificationBellSlot } from '../notification-bell-slot';
import { usePendingAction } from '../pending-action';
import { TopBarFrame } from './top-bar-frame';

export function TopBar() {
  const { t } = useTranslation();
  const { data: user } = useMe();
  const logout = useLogout();
  const navigate = useNavigate();
  const openAuthDialog = useOpenAuthDialog();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  // The back-office header carries the admin's own Logout (seeds): one is enough on that page.
  const pageHasLogout = user?.role === 'admin' && pathname.startsWith('/admin');

  // Signing in was asked for on a public page before the app had loaded (src/app/public-app.tsx): do it now.
  usePendingAction('sign-in', () => openAuthDialog({ mode: 'login' }));

  // This device was signed out from elsewhere (or the session expired): say so and offer sign-in, back to this page.
  const queryClient = useQueryClient();
  const here = `${pathname}${useLocation().search}`;
  useEffect(
    () =>
      onSessionEnded(() => {
        resetSessionCache(queryClient, null);
        void navigate('/', { replace: true });
        openAuthDialog({ mode: 'login', notice: 'sessionEnded', returnTo: here });
      }),
    [queryClient, navigate, openAuthDialog, here],
  );

  const signOut = () => {
    navigate('/');
    logout.mutate();
  };

  return (
    <TopBarFrame homeLabel={t('topBar.homeLink', { ns: 'public' })} compact={Boolean(user)}>
      {user ? (
        <>
          <span className="flex min-w-0 max-w-56 flex-col text-right leading-tight">
            <span
              className="truncate text-xs text-muted-foreground sm:text-sm"
              data-testid="top-bar-user"
              title={user.email}
            >
              {user.name}
            </span>
            {/* A company member acts for an organisation: say which, and as what. */}
            {user.org && orgRoleOf(user) ? (
              <span
                className="truncate text-[11px] text-muted-foreground/80"
                data-testid="top-bar-org"
              >
                {/* The owner's account is the company: its name is already above. */}
                {user.org.name === user.name
                  ? t(`orgRoles.${user.org.role}`)
                  : `${user.org.name} · ${t(`orgRoles.${user.org.role}`)}`}
              </span>
            ) : null}
          </span>
          <NotificationBellSlot />
          {/* On a phone the area's More menu holds the language choice: this bar has no room left once signed in. */}
          <LanguageSwitcher className="hidden md:inline-flex" />
          <Button asChild variant="ghost" size="icon" aria-label={t('topBar.home')}>
            <Link to={postLoginPath(user)}>
              <House aria-hidden />
            </Link>
          </Button>
          <Button asChild variant="ghost" size="icon" aria-label={t('topBar.accountSettings')}>
            <Link to="/account">
              <Settings aria-hidden />
            </Link>
          </Button>
          {pageHasLogout ? null : (
            <Button
              variant="outline"
              size="sm"
              onClick={signOut}
              disabled={logout.isPending}
              aria-label={t('topBar.logout')}
            >
              <LogOut aria-hidden />
              <span className="hidden sm:inline">{t('topBar.logout')}</span>
            </Button>
          )}
        </>
      ) : (
        <>
          <LanguageSwitcher />
          <Button
            variant="outline"
            size="sm"
            onClick={() => openAuthDialog({ mode: 'login' })}
            disabled={!hydrated}
          >
            <LogIn aria-hidden />
            {t('topBar.signIn', { ns: 'public' })}
          </Button>
        </>
      )}
    </TopBarFrame>
  );
}
