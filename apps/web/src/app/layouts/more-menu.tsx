import { Suspense, useState } from 'react';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import type { NavItem } from '../navigation';
import { MoreMenuButton } from './more-menu-button';

// The menu library (Radix menu, its popper, focus trap and scroll lock: about 28 KB gzip) is not needed to draw the
// page: it loads right after, behind the same button; a tap before then opens the menu once it is there.
const MoreMenuDropdown = lazyWithRetry(() => import('./more-menu-dropdown'));

/**
 * Below md the bottom navigation keeps the seeds' five items; every other page of the area (Messages,
 * Organization Tools, Company Promo…) is one tap away here, so nothing needs a typed URL on a phone. The
 * language choice is here too (the phone's top bar has no room for it once signed in), so the menu is always shown.
 */
export function MoreMenu({ items, label }: { items: NavItem[]; label: string }) {
  const [openOnLoad, setOpenOnLoad] = useState(false);
  return (
    <nav aria-label={label} className="flex min-w-0 justify-end md:hidden">
      <Suspense
        fallback={
          <MoreMenuButton
            items={items}
            aria-haspopup="menu"
            aria-expanded={false}
            data-slot="lazy-fallback"
            onClick={() => setOpenOnLoad(true)}
          />
        }
      >
        <MoreMenuDropdown items={items} defaultOpen={openOnLoad} />
      </Suspense>
    </nav>
  );
}
