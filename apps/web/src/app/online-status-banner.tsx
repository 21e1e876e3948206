import { useEffect, useState, useSyncExternalStore } from 'react';
import { Wifi, WifiOff } from 'lucide-react';
import { usePublicT } from '@/lib/public-i18n';

const BACK_ONLINE_VISIBLE_MS = 3000;

function subscribeToConnectivity(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const browserIsOnline = () => navigator.onLine;
// The prerendered HTML has no banner: hydration starts from "online" and React re-reads the browser right after.
const serverIsOnline = () => true;

/**
 * 'You're offline' while the browser is offline, then 'Back online' for a moment.
 * useSyncExternalStore reads navigator.onLine again when it subscribes, so a change that lands between the first
 * paint and the listeners (a busy page still hydrating) is not lost.
 */
export function OnlineStatusBanner() {
  const { t } = usePublicT('public');
  const online = useSyncExternalStore(subscribeToConnectivity, browserIsOnline, serverIsOnline);
  const [wasOffline, setWasOffline] = useState(false);
  const [backOnline, setBackOnline] = useState(false);

  // Adjusting state while rendering (React's pattern for state derived from a change): no extra paint in between.
  if (!online && !wasOffline) {
    setWasOffline(true);
    setBackOnline(false);
  } else if (online && wasOffline) {
    setWasOffline(false);
    setBackOnline(true);
  }

  useEffect(() => {
    if (!backOnline) return;
    const timer = window.setTimeout(() => setBackOnline(false), BACK_ONLINE_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [backOnline]);

  if (online && !backOnline) return null;
  // It only informs (no controls): taps and clicks go through to the top bar it covers.
  return (
    <div
      role="status"
      aria-live="polite"
      className={
        online
          ? 'pointer-events-none fixed inset-x-0 top-0 z-[60] flex items-center justify-center gap-2 bg-status-live px-4 py-2 text-sm font-semibold text-background'
          : 'pointer-events-none fixed inset-x-0 top-0 z-[60] flex items-center justify-center gap-2 bg-status-closed px-4 py-2 text-sm font-semibold text-background'
      }
    >
      {online ? (
        <Wifi className="size-4" aria-hidden />
      ) : (
        <WifiOff className="size-4" aria-hidden />
      )}
      {online ? t('onlineStatus.backOnline') : t('onlineStatus.offline')}
    </div>
  );
}
