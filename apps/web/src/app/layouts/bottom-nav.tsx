import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/class-names';
import { isNavItemActive, type NavItem } from '../navigation';

/** Mobile (below md) navigation fixed to the bottom of the screen. */
export function BottomNav({ items, label }: { items: NavItem[]; label: string }) {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  return (
    <nav
      aria-label={label}
      data-bottom-nav
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul
        className="grid"
        style={{ gridTemplateColumns: `repeat(${items.length}, minmax(0, 1fr))` }}
      >
        {items.map((item) => {
          const active = isNavItemActive(item, pathname);
          return (
            <li key={item.to}>
              <NavLink
                to={item.to}
                data-tour={`nav-${item.tour}`}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex min-h-14 flex-col items-center justify-center gap-1 px-0.5 py-2 text-[11px] font-medium leading-tight max-[439px]:text-[10px]',
                  active ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                <item.icon className="size-5" aria-hidden />
                {/* Whole words: a long label (Greek «Παρουσιάσεις») gets the smaller size up to 440 px and, on a still
                    narrower screen, breaks onto a second line rather than losing its end. */}
                <span className="line-clamp-2 max-w-full text-center [overflow-wrap:anywhere]">
                  {t(`nav.items.${item.shortLabel ?? item.label}`)}
                </span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
