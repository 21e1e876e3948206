import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAccountLocale } from '@/lib/account-locale';
import { useAccountTimeZone } from '@/lib/account-time-zone';
import { FollowLinkContext } from '@/components/page-link';
import { AuthDialogProvider } from '../auth-dialog-provider';
import { TopBar } from './top-bar';

/** Every page: the top bar above, the auth dialog available everywhere; the account's saved language applies once signed in. */
export function RootLayout() {
  useAccountLocale();
  useAccountTimeZone();
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <FollowLinkContext value={navigate}>
      <AuthDialogProvider>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-[70] focus:rounded-md focus:bg-primary focus:px-3 focus:py-2 focus:text-primary-foreground"
        >
          {t('app.skipToContent', { ns: 'public' })}
        </a>
        <TopBar />
        <div id="main">
          <Outlet />
        </div>
        <ScrollRestoration />
      </AuthDialogProvider>
    </FollowLinkContext>
  );
}
