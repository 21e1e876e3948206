import { useMe } from '@/features/auth/api/get-me';
import { NotificationsPage } from '@/features/notifications/pages/notifications-page';

/** /notifications for any signed-in role: "View All Notifications" in the bell leads here. */
export function Component() {
  const { data: user } = useMe();
  return <NotificationsPage role={user?.role ?? ''} />;
}
