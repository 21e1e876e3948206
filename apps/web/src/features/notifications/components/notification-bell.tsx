import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Bell } from 'lucide-react';
import { badgeText, notificationRoute, type Notification } from '@takeoff/shared/notifications';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { useNotifications } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { useNotificationSocket } from '../api/use-notification-socket';
import { groupNotifications, type NotificationGroup } from '../lib/group-notifications';
import { NotificationItem } from './notification-item';
import { useT } from '../i18n';

interface NotificationBellProps {
  user: { id: number; role: string };
}

/** The top-bar bell: unread badge, live updates, and the dropdown of my latest notifications. */
export function NotificationBell({ user }: NotificationBellProps) {
  const { t } = useT();
  const { live } = useNotificationSocket(user.id);
  const [open, setOpen] = useState(false);
  const [unreadAtOpen, setUnreadAtOpen] = useState<ReadonlySet<number>>(new Set());
  const navigate = useNavigate();
  const count = useUnreadCount().data ?? 0;
  const list = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const markOne = useMarkNotificationRead();
  const badge = badgeText(count);
  const items = list.data?.items ?? [];

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) return;
    // Opening the bell while unread ones exist marks them all read (seeds: Notification states).
    setUnreadAtOpen(new Set(items.filter((n) => !n.isRead).map((n) => n.id)));
    if (count > 0) markAll.mutate();
  };

  const onSelect = (notification: Notification, group?: NotificationGroup) => {
    for (const member of group?.members ?? [notification])
      if (!member.isRead) markOne.mutate(member.id);
    setOpen(false);
    const to = notificationRoute(user.role, notification);
    if (to) void navigate(to);
  };

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={badge ? t('bellUnread', { badge }) : t('title')}
          data-tour="notifications"
          data-live={live}
        >
          <Bell aria-hidden />
          {badge && (
            <span
              data-testid="notification-badge"
              className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 font-mono text-[0.65rem] font-bold text-primary-foreground"
            >
              {badge}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-96 p-0" aria-label={t('title')}>
        <div className="flex flex-wrap items-center justify-between gap-x-2 border-b border-border px-3 py-2">
          <h2 className="text-sm font-semibold">{t('title')}</h2>
          <Button
            variant="link"
            size="sm"
            className="h-auto px-0"
            onClick={() => markAll.mutate()}
            disabled={markAll.isPending || items.every((n) => n.isRead)}
          >
            {t('markAllRead')}
          </Button>
        </div>
        {list.isPending ? (
          <p className="px-3 py-6 text-center text-sm text-muted-foreground">{t('loading')}</p>
        ) : list.isError ? (
          <p className="px-3 py-6 text-center text-sm text-muted-foreground">{t('loadFailed')}</p>
        ) : items.length === 0 ? (
          <p className="px-3 py-6 text-center text-sm text-muted-foreground">{t('empty')}</p>
        ) : (
          <ul className="max-h-[min(24rem,60vh)] overflow-y-auto p-1" aria-label={t('list')}>
            {groupNotifications(items).map((group) => (
              <NotificationItem
                key={group.key}
                notification={group.latest}
                count={group.members.length}
                highlighted={group.members.some((n) => !n.isRead || unreadAtOpen.has(n.id))}
                onSelect={(n) => onSelect(n, group)}
              />
            ))}
          </ul>
        )}
        <div className="border-t border-border p-2">
          <Button
            variant="secondary"
            size="sm"
            className="w-full"
            onClick={() => {
              setOpen(false);
              void navigate('/notifications');
            }}
          >
            {t('viewAll')}
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
