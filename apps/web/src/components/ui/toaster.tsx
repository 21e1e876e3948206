import { Suspense, useSyncExternalStore } from 'react';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import type { toast as SonnerToast } from 'sonner';

// Sonner (about 10 KB gzip) is not needed to draw a page: it loads once the page is up, and the toast
// functions below wait for it (and for its toaster to listen) before showing anything.
const SonnerToaster = lazyWithRetry(() => import('./sonner-toaster'));

let markMounted: () => void = () => undefined;
const toasterMounted = new Promise<void>((resolve) => (markMounted = resolve));

type ToastApi = typeof SonnerToast;
let toastApiReady: Promise<ToastApi> | undefined;

/**
 * Sonner once it is loaded and its toaster listens. One promise for every call, so calls take effect in the order
 * they were made: a sign-in's "dismiss the failures" must not overtake its own welcome (separate dynamic imports of
 * the same module can settle in either order, and the dismissal then removed the welcome).
 */
function toastApi(): Promise<ToastApi> {
  toastApiReady ??= Promise.all([import('sonner'), toasterMounted]).then(([{ toast }]) => toast);
  return toastApiReady;
}

const subscribeToNothing = () => () => undefined;

/** The app's toasts; `showDestructiveToast` is the seeds' destructive variant. */
export function Toaster() {
  // Not in the prerendered HTML, nor in the render that attaches to it: mounted right after.
  const inBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  if (!inBrowser) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster onMounted={markMounted} />
    </Suspense>
  );
}

export function showDestructiveToast(
  title: string,
  description?: string,
  action?: { label: string; onClick: () => void },
) {
  void toastApi().then((toast) =>
    toast.error(title, { description, ...(action ? { action } : {}) }),
  );
}

export function showSuccessToast(title: string, description?: string) {
  void toastApi().then((toast) => toast.success(title, { description }));
}

/** A success with an Undo button (a side effect the person may not have wanted, taken back in one click). */
export function showUndoToast(
  title: string,
  description: string,
  undoLabel: string,
  onUndo: () => void,
) {
  void toastApi().then((toast) =>
    toast.success(title, {
      description,
      duration: 10_000,
      action: { label: undoLabel, onClick: onUndo },
    }),
  );
}

/** Clears the toasts on screen: a sign-in that succeeded makes the failures before it moot (they no longer stack). */
export function dismissToasts() {
  void toastApi().then((toast) => toast.dismiss());
}
