import type { ComponentProps } from 'react';
import { ChevronDown, Menu } from 'lucide-react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { isNavItemActive, type NavItem } from '../navigation';

/** The More menu's trigger: the same button before and after the menu's code has loaded. */
export function MoreMenuButton({
  items,
  ...props
}: { items: NavItem[] } & ComponentProps<typeof Button>) {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const current = items.find((item) => isNavItemActive(item, pathname));
  return (
    <Button
      variant="outline"
      size="sm"
      data-testid="more-menu"
      className="min-w-0 max-w-full"
      {...props}
    >
      <Menu aria-hidden />{' '}
      <span className="truncate">{current ? t(`nav.items.${current.label}`) : t('nav.more')}</span>{' '}
      <ChevronDown aria-hidden />
    </Button>
  );
}
