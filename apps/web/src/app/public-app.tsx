import { StrictMode, useEffect, type ReactNode } from 'react';
import { FollowLinkContext } from '@/components/page-link';
import { usePublicT } from '@/lib/public-i18n';
import { OnlineStatusBanner } from './online-status-banner';
import { PUBLIC_PAGES } from './public-pages';
import { PublicTopBar } from './layouts/public-top-bar';
import type { TakeOverRequest } from './take-over';

const PUBLIC_PATHS = new Set(PUBLIC_PAGES.map((page) => page.path));

/**
 * A prerendered public page as the light entry (src/public-main.tsx) and the build (src/prerender/render.tsx) render
 * it: RootLayout's skip link, top bar and #main around the page, without the data router, TanStack Query or
 * react-i18next.
 * Links to other public pages are plain links (their HTML is prerendered); Sign in, a role button or a link to a page
 * of the app hands the page to the full app (`takeOver`), which performs what was asked.
 */
export function PublicApp({
  children,
  takeOver,
  onAttached,
}: {
  children: ReactNode;
  takeOver: (request: TakeOverRequest) => void;
  onAttached?: () => void;
}) {
  const { t } = usePublicT('public');
  useEffect(() => onAttached?.(), [onAttached]);
  const followLink = (to: string) => {
    if (PUBLIC_PATHS.has(to)) window.location.assign(to);
    else takeOver({ navigateTo: to });
  };
  return (
    <StrictMode>
      <FollowLinkContext value={followLink}>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-[70] focus:rounded-md focus:bg-primary focus:px-3 focus:py-2 focus:text-primary-foreground"
        >
          {t('app.skipToContent')}
        </a>
        <PublicTopBar onSignIn={() => takeOver({ action: { type: 'sign-in' } })} />
        <div id="main">{children}</div>
      </FollowLinkContext>
      <OnlineStatusBanner />
    </StrictMode>
  );
}
