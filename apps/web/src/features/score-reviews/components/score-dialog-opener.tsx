import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { preloadOnIntent } from '@/lib/lazy-with-preload';
import { useOpenedOnce } from '@/lib/use-opened-once';

export type ScoreDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The pipeline card's button for a score dialog (overrule a score, withdraw a judgement). The dialog and its form
 * (zod, react-hook-form, the dialog library) are a lazily loaded part: fetched when the button is pointed at or
 * focused, rendered from the first opening on.
 */
export function ScoreDialogOpener<P extends object>({
  label,
  children,
  dialog: Dialog,
  dialogProps,
}: {
  label: string;
  children: ReactNode;
  dialog: ComponentType<P & ScoreDialogProps> & { preload: () => void };
  /** What the dialog needs besides being open or not. */
  dialogProps: P;
}) {
  const [open, setOpen] = useState(false);
  const loaded = useOpenedOnce(open);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={label}
        {...preloadOnIntent(Dialog)}
        onClick={() => setOpen(true)}
      >
        {children}
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <Dialog {...dialogProps} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
