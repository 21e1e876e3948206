import { useEffect, useState } from 'react';
import { Wifi, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const BACK_ONLINE_VISIBLE_MS = 3000;

/** 'You're offline' while the browser is offline, then 'Back online' for a moment. */
export function OnlineStatusBanner() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<'online' | 'offline' | 'back-online'>(() =>
    typeof navigator !== 'undefined' && !navigator.onLine ? 'offline' : 'online',
  );

  useEffect(() => {
    const goOffline = () => setStatus('offline');
    const goOnline = () => setStatus((previous) => (previous === 'offline' ? 'back-online' : 'online'));
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, []);

  useEffect(() => {
    if (status !== 'back-online') return;
    const timer = window.setTimeout(() => setStatus('online'), BACK_ONLINE_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  if (status === 'online') return null;
  const offline = status === 'offline';
  return (
    <div
      role="status"
      aria-live="polite"
      className={
        offline
          ? 'fixed inset-x-0 top-0 z-[60] flex items-center justify-center gap-2 bg-status-closed px-4 py-2 text-sm font-semibold text-background'
          : 'fixed inset-x-0 top-0 z-[60] flex items-center justify-center gap-2 bg-status-live px-4 py-2 text-sm font-semibold text-background'
      }
    >
      {offline ? <WifiOff className="size-4" aria-hidden /> : <Wifi className="size-4" aria-hidden />}
      {offline ? t('onlineStatus.offline') : t('onlineStatus.backOnline')}
    </div>
  );
}
