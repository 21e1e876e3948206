import { Suspense, useState, type ReactNode } from 'react';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { lazyWithPreload, preloadOnIntent } from '@/lib/lazy-with-preload';
import { useOpenedOnce } from '@/lib/use-opened-once';

// The confirmation and the dialog library load when the button is pointed at or focused, not with the page.
const PasswordDeleteDialog = lazyWithPreload(async () => ({
  default: (await import('./password-delete-dialog')).PasswordDeleteDialog,
}));

/** What a password-confirmed deletion needs of its mutation (TanStack Query's useMutation result). */
export interface PasswordDeletion {
  mutate: (input: { password: string }, options: { onSuccess: () => void }) => void;
  reset: () => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

interface PasswordDeleteCardProps {
  title: string;
  description: ReactNode;
  /** The button that opens the confirmation. */
  trigger: string;
  dialogTitle: string;
  passwordLabel: string;
  submit: string;
  deletion: PasswordDeletion;
  onDeleted: () => void;
}

/** A destructive card whose action is confirmed with the user's password in a dialog (an account, an organisation). */
export function PasswordDeleteCard({
  title,
  description,
  trigger,
  ...dialog
}: PasswordDeleteCardProps) {
  const [open, setOpen] = useState(false);
  const loaded = useOpenedOnce(open);
  const openChange = (next: boolean) => {
    setOpen(next);
    dialog.deletion.reset();
  };
  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          variant="destructive"
          aria-haspopup="dialog"
          aria-expanded={open}
          {...preloadOnIntent(PasswordDeleteDialog)}
          onClick={() => openChange(true)}
        >
          <Trash2 aria-hidden />
          {trigger}
        </Button>
        {loaded ? (
          <Suspense fallback={null}>
            <PasswordDeleteDialog {...dialog} open={open} onOpenChange={openChange} />
          </Suspense>
        ) : null}
      </CardContent>
    </Card>
  );
}
