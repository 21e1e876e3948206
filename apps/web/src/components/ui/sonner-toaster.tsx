import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster as SonnerToaster } from 'sonner';

/** Sonner's toaster in the app's look; loaded after the first render (toaster.tsx). `onMounted`: it listens now. */
export default function AppSonnerToaster({ onMounted }: { onMounted: () => void }) {
  // Runs after Sonner's own effect (children first), which subscribes to the toast store.
  useEffect(onMounted, [onMounted]);
  const { t } = useTranslation();
  return (
    <SonnerToaster
      theme="dark"
      position="top-center"
      closeButton
      containerAriaLabel={t('toaster.region')}
      toastOptions={{
        closeButtonAriaLabel: t('toaster.close'),
        classNames: {
          toast: '!bg-surface-raised !border-border !text-foreground',
          description: '!text-muted-foreground',
          error:
            '!bg-destructive !border-destructive !text-destructive-foreground [&_[data-description]]:!text-destructive-foreground',
        },
      }}
    />
  );
}
