import { useMe } from '@/features/auth/api/get-me';
import { NotificationBell } from '@/features/notifications/components/notification-bell';

/** The notification bell in the top bar; only for signed-in users (the socket opens only then). */
export function NotificationBellSlot() {
  const { data: user } = useMe();
  if (!user) return null;
  return <NotificationBell key={user.id} user={user} />;
}
