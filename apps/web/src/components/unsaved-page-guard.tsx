import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { useOpenedOnce } from '@/lib/use-opened-once';

const ConfirmDialog = lazyWithRetry(() => import('./confirm-dialog'));

/**
 * A long form on a page (the promo's questions, the response promise) with unsaved input: following a link or
 * going back asks first, as a form in a dialog does on closing; closing or reloading the tab gets the browser's own
 * question.
 */
export function UnsavedPageGuard({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  const blocked = blocker.state === 'blocked';
  const loaded = useOpenedOnce(blocked);
  // Leaving closes the question too: that close must not cancel the navigation it lets through.
  const leaving = useRef(false);
  const editing = useRef<HTMLElement | null>(null);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        open={blocked}
        onOpenChange={(open) => {
          if (!open && !leaving.current) blocker.reset?.();
        }}
        triggerRef={editing}
        title={t('unsaved.leaveTitle')}
        description={t('unsaved.description')}
        cancelLabel={t('unsaved.keepEditing')}
        confirmLabel={t('unsaved.leave')}
        onConfirm={() => {
          leaving.current = true;
          blocker.proceed?.();
        }}
      />
    </Suspense>
  );
}
