import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CheckCheck } from 'lucide-react';
import { notificationRoute, type Notification } from '@takeoff/shared/notifications';
import { LoadMore } from '@/components/load-more';
import { PageHeader } from '@/components/page-header';
import { PageSpinner } from '@/components/page-spinner';
import { Button } from '@/components/ui/button';
import { useNotificationHistory } from '../api/get-notification-history';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NotificationItem } from '../components/notification-item';
import { useT } from '../i18n';

/** /notifications: all of my notifications in pages, all or unread only; open one, mark one or all read. */
export function NotificationsPage({ role }: { role: string }) {
  const { t } = useT();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const history = useNotificationHistory(unreadOnly);
  const markOne = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const navigate = useNavigate();
  const items = history.data?.pages.flatMap((page) => page.items) ?? [];

  const open = (notification: Notification) => {
    if (!notification.isRead) markOne.mutate(notification.id);
    const to = notificationRoute(role, notification);
    if (to) void navigate(to);
  };

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('page.description')}
        actions={
          <Button
            variant="outline"
            onClick={() => markAll.mutate()}
            disabled={markAll.isPending || items.every((n) => n.isRead)}
          >
            <CheckCheck aria-hidden /> {t('markAllRead')}
          </Button>
        }
      />
      <div role="group" aria-label={t('page.filter')} className="mb-4 flex gap-2">
        {[false, true].map((onlyUnread) => (
          <Button
            key={String(onlyUnread)}
            size="sm"
            variant={unreadOnly === onlyUnread ? 'default' : 'outline'}
            aria-pressed={unreadOnly === onlyUnread}
            onClick={() => setUnreadOnly(onlyUnread)}
          >
            {onlyUnread ? t('page.unreadOnly') : t('page.all')}
          </Button>
        ))}
      </div>
      {history.isPending ? (
        <PageSpinner />
      ) : history.isError ? (
        <p className="py-6 text-center text-sm text-muted-foreground">{t('loadFailed')}</p>
      ) : items.length === 0 ? (
        <p className="rounded-xl border border-border bg-surface py-10 text-center text-sm text-muted-foreground">
          {unreadOnly ? t('page.emptyUnread') : t('empty')}
        </p>
      ) : (
        <ul
          className="grid gap-1 rounded-xl border border-border bg-surface p-1"
          aria-label={t('list')}
        >
          {items.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              highlighted={!notification.isRead}
              onSelect={open}
              action={
                notification.isRead ? null : (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => markOne.mutate(notification.id)}
                    aria-label={t('page.markReadNamed', { title: notification.title })}
                  >
                    {t('page.markRead')}
                  </Button>
                )
              }
            />
          ))}
        </ul>
      )}
      <LoadMore
        hasNextPage={history.hasNextPage}
        isFetchingNextPage={history.isFetchingNextPage}
        fetchNextPage={history.fetchNextPage}
      />
    </>
  );
}
