import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/class-names';
import { isNavItemActive, type NavItem } from '../navigation';

/**
 * Desktop (md+) tab bar of an area. The tabs wrap onto a second row rather than scroll: a sideways-scrolling bar
 * hid the last tabs (Greek labels are long) with no cue that more existed, and each label stays whole.
 */
export function AreaTabs({ items, label }: { items: NavItem[]; label: string }) {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  return (
    <nav aria-label={label} className="hidden min-w-0 flex-1 self-end md:-mb-px md:block">
      <ul className="flex flex-wrap gap-x-1">
        {items.map((item) => {
          const active = isNavItemActive(item, pathname);
          return (
            <li key={item.to}>
              <NavLink
                to={item.to}
                data-tour={`nav-${item.tour}`}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex items-center gap-2 whitespace-nowrap border-b-2 px-3 py-3 text-sm font-medium transition-colors',
                  active
                    ? 'border-primary text-primary'
                    : 'border-transparent text-muted-foreground hover:text-foreground',
                )}
              >
                <item.icon className="size-4" aria-hidden />
                {t(`nav.items.${item.label}`)}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
