import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmailVerificationBannerSlot } from '../email-verification-banner-slot';
import type { NavItem } from '../navigation';
import { AreaTabs } from './area-tabs';
import { BottomNav } from './bottom-nav';
import { MoreMenu } from './more-menu';

type AreaLayoutProps = {
  /** Whose area: names its navigation landmarks. */
  area: 'candidate' | 'company';
  tabs: NavItem[];
  bottomNav: NavItem[];
  header?: ReactNode;
  /** Shown instead of the matched page (e.g. a page the member's role may not use). */
  content?: ReactNode;
  /** The area's guide (Captain Casey / Navigator Nia): its button sits in the navigation row, over no page content. */
  assistant?: ReactNode;
};

/** An area's frame: optional header, tabs on md+, bottom navigation and a More menu below md. */
export function AreaLayout({ area, tabs, bottomNav, header, content, assistant }: AreaLayoutProps) {
  const { t } = useTranslation();
  const label = t(area === 'company' ? 'nav.companyNavigation' : 'nav.candidateNavigation');
  return (
    <>
      {/* The area's header and tabs belong to the main landmark: no content is left outside a landmark. */}
      <main className="mx-auto w-full max-w-7xl px-3 pb-24 pt-4 sm:px-6 md:pb-10">
        <EmailVerificationBannerSlot />
        {header}
        {/* Tabs (md+) or the More menu (phone), and the guide's button beside them: a floating button covered the
            controls under it wherever the page was scrolled, so it has its own place in this row instead. */}
        <div className="mb-2 flex items-center justify-end gap-2 md:mb-0 md:border-b md:border-border">
          <AreaTabs items={tabs} label={label} />
          {assistant}
          <MoreMenu
            items={tabs.filter((tab) => !bottomNav.includes(tab))}
            label={t('nav.morePages', { area: label })}
          />
        </div>
        <div className="pt-6">{content ?? <Outlet />}</div>
      </main>
      <BottomNav items={bottomNav} label={t('nav.mobile', { area: label })} />
    </>
  );
}
