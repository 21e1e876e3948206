import type { ReactNode } from 'react';
import type { Notification } from '@takeoff/shared/notifications';
import {
  Bell,
  CalendarClock,
  FileText,
  MessageSquare,
  Plane,
  Star,
  Video,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '@/lib/class-names';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '../i18n';
import { notificationTime } from '../lib/notification-time';

interface NotificationItemProps {
  notification: Notification;
  /** Unread when the dropdown opened (opening marks all read, the highlight stays for this look). */
  highlighted: boolean;
  onSelect: (notification: Notification) => void;
  /** How many identical notifications in a row this one stands for (1: just itself). */
  count?: number;
  /** A control beside the item (the notifications page's "Mark as read"). */
  action?: ReactNode;
}

/** What a notification is about, as an icon (the title's initials read as someone's: "New application" → "NA"). */
const ENTITY_ICONS: Record<Notification['entityType'], LucideIcon> = {
  application: FileText,
  candidate_pitch: Video,
  interview: CalendarClock,
  job_post: Plane,
  message: MessageSquare,
  rating: Star,
  system: Bell,
};

export function NotificationItem({
  notification,
  highlighted,
  onSelect,
  count = 1,
  action,
}: NotificationItemProps) {
  const { t } = useT();
  const EntityIcon = ENTITY_ICONS[notification.entityType] ?? Bell;
  return (
    <li className="flex items-center gap-1">
      <button
        type="button"
        onClick={() => onSelect(notification)}
        className={cn(
          'flex min-w-0 flex-1 items-start gap-3 rounded-md px-3 py-2.5 text-left transition-colors hover:bg-surface focus-visible:outline-2 focus-visible:outline-ring',
          highlighted && 'bg-primary/10',
        )}
        data-testid="notification-item"
        data-unread={highlighted || undefined}
      >
        {notification.avatarUrl ? (
          <img
            src={notification.avatarUrl}
            alt=""
            className="size-9 shrink-0 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-board-cell text-board"
          >
            <EntityIcon className="size-4" />
          </span>
        )}
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-2">
            <span className="truncate text-sm font-semibold">{notification.title}</span>
            {count > 1 ? (
              <span
                className="shrink-0 font-mono text-xs font-bold text-board"
                data-testid="notification-count"
              >
                <span aria-hidden>×{count}</span>
                <span className="sr-only">{t('times', { n: count })}</span>
              </span>
            ) : null}
            {highlighted && (
              <span className="size-2 shrink-0 rounded-full bg-primary" aria-label={t('unread')} />
            )}
          </span>
          <span className="line-clamp-2 block text-sm text-muted-foreground">
            {notification.message}
          </span>
          {notification.occursAt ? (
            <span className="block text-sm font-medium" data-testid="notification-occurs-at">
              {t('when')}{' '}
              <time dateTime={notification.occursAt}>{formatDateTime(notification.occursAt)}</time>
            </span>
          ) : null}
          <span className="mt-0.5 block font-mono text-xs text-muted-foreground">
            {notificationTime(notification.createdAt)}
          </span>
        </span>
      </button>
      {action}
    </li>
  );
}
