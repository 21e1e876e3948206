import { Suspense } from 'react';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { useMe } from '@/features/auth/api/get-me';

// The bell brings the socket client, the popover and the notification schemas: loaded only once signed in.
const NotificationBell = lazyWithRetry(async () => ({
  default: (await import('@/features/notifications/components/notification-bell')).NotificationBell,
}));

/** The notification bell in the top bar; only for signed-in users (the socket opens only then). */
export function NotificationBellSlot() {
  const { data: user } = useMe();
  if (!user) return null;
  return (
    <Suspense
      fallback={<span className="size-10 shrink-0" aria-hidden data-slot="lazy-fallback" />}
    >
      <NotificationBell key={user.id} user={user} />
    </Suspense>
  );
}
