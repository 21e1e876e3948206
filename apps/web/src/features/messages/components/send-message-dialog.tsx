import { Suspense, useState } from 'react';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { MessageSquare } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { useT } from '../i18n';

// The form and the dialog library load the first time a message is started, not with every pitch card.
const SendMessageFormDialog = lazyWithRetry(async () => ({
  default: (await import('./send-message-form-dialog')).SendMessageFormDialog,
}));

/** 'Send Message' on a candidate: opens the message dialog (send-message-form-dialog.tsx). */
export function SendMessageDialog({
  candidateId,
  recipientLabel,
}: {
  candidateId: number;
  recipientLabel: string;
}) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const loaded = useOpenedOnce(open);
  return (
    <>
      <Button
        variant="outline"
        className="w-full"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MessageSquare aria-hidden /> {t('dialog.title')}
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <SendMessageFormDialog
            candidateId={candidateId}
            recipientLabel={recipientLabel}
            open={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      ) : null}
    </>
  );
}
