import { Toaster as SonnerToaster, toast } from 'sonner';

/** The app's toasts; `showDestructiveToast` is the seeds' destructive variant. */
export function Toaster() {
  return (
    <SonnerToaster
      theme="dark"
      position="top-center"
      closeButton
      toastOptions={{
        classNames: {
          toast: '!bg-surface-raised !border-border !text-foreground',
          description: '!text-muted-foreground',
          error: '!bg-destructive !border-destructive !text-destructive-foreground [&_[data-description]]:!text-destructive-foreground',
        },
      }}
    />
  );
}

export function showDestructiveToast(title: string, description?: string, action?: { label: string; onClick: () => void }) {
  toast.error(title, { description, ...(action ? { action } : {}) });
}

export function showSuccessToast(title: string, description?: string) {
  toast.success(title, { description });
}

/** Clears the toasts on screen: a sign-in that succeeded makes the failures before it moot (they no longer stack). */
export function dismissToasts() {
  toast.dismiss();
}
