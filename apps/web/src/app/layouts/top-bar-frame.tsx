import type { ReactNode } from 'react';
import { Logo } from '@/components/logo';
import { PageLink } from '@/components/page-link';

/**
 * The top bar's band and home link, around its controls: the app's TopBar and the public pages' PublicTopBar.
 * `compact`: the logo without its name on a phone, so a signed-in member's name and role are not cut.
 */
export function TopBarFrame({
  homeLabel,
  compact = false,
  children,
}: {
  homeLabel: string;
  compact?: boolean;
  children: ReactNode;
}) {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-3 sm:px-6">
        <PageLink to="/" aria-label={homeLabel} className="mr-auto shrink-0 rounded-md">
          <Logo textSize="text-base sm:text-lg" compact={compact} />
        </PageLink>
        {children}
      </div>
    </header>
  );
}
