import { ChevronDown, Menu } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { LanguageMenuItems } from '@/components/language-menu-items';
import { isNavItemActive, type NavItem } from '../navigation';

/**
 * Below md the bottom navigation keeps the seeds' five items; every other page of the area (Messages,
 * Organization Tools, Company Promo…) is one tap away here, so nothing needs a typed URL on a phone. The
 * language choice is here too (the phone's top bar has no room for it once signed in), so the menu is always shown.
 */
export function MoreMenu({ items, label }: { items: NavItem[]; label: string }) {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const current = items.find((item) => isNavItemActive(item, pathname));
  return (
    <nav aria-label={label} className="mb-2 flex justify-end md:hidden">
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" data-testid="more-menu" className="min-w-0 max-w-full">
            <Menu aria-hidden /> <span className="truncate">{current ? t(`nav.items.${current.label}`) : t('nav.more')}</span> <ChevronDown aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {items.map((item) => (
            <DropdownMenuItem key={item.to} asChild>
              <Link to={item.to} aria-current={isNavItemActive(item, pathname) ? 'page' : undefined}>
                <item.icon aria-hidden className="size-4" /> {t(`nav.items.${item.label}`)}
              </Link>
            </DropdownMenuItem>
          ))}
          {items.length > 0 ? <DropdownMenuSeparator /> : null}
          <LanguageMenuItems />
        </DropdownMenuContent>
      </DropdownMenu>
    </nav>
  );
}
