import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { LanguageMenuItems } from '@/components/language-menu-items';
import { isNavItemActive, type NavItem } from '../navigation';
import { MoreMenuButton } from './more-menu-button';

/** The menu itself (Radix, its popper and focus handling): loaded after the page has drawn (more-menu.tsx). */
export default function MoreMenuDropdown({
  items,
  defaultOpen,
}: {
  items: NavItem[];
  defaultOpen: boolean;
}) {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <MoreMenuButton items={items} />
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
  );
}
