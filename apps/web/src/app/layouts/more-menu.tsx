import { ChevronDown, Menu } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { isNavItemActive, type NavItem } from '../navigation';

/**
 * Below md the bottom navigation keeps the seeds' five items; every other page of the area (Messages,
 * Organization Tools, Company Promo…) is one tap away here, so nothing needs a typed URL on a phone.
 */
export function MoreMenu({ items, label }: { items: NavItem[]; label: string }) {
  const { pathname } = useLocation();
  if (items.length === 0) return null;
  const current = items.find((item) => isNavItemActive(item, pathname));
  return (
    <nav aria-label={label} className="mb-2 flex justify-end md:hidden">
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" data-testid="more-menu">
            <Menu aria-hidden /> {current ? current.label : 'More'} <ChevronDown aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {items.map((item) => (
            <DropdownMenuItem key={item.to} asChild>
              <Link to={item.to} aria-current={isNavItemActive(item, pathname) ? 'page' : undefined}>
                <item.icon aria-hidden className="size-4" /> {item.label}
              </Link>
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </nav>
  );
}
