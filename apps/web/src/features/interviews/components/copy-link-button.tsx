import { Copy } from 'lucide-react';
import { toast } from 'sonner';
import { INTERVIEW_TEXTS } from '@takeoff/shared/interviews';
import { Button } from '@/components/ui/button';
import { showDestructiveToast } from '@/components/ui/toaster';

export function CopyLinkButton({ link }: { link: string }) {
  const copy = () =>
    navigator.clipboard.writeText(link).then(
      () => toast.success(INTERVIEW_TEXTS.linkCopied),
      () => showDestructiveToast(INTERVIEW_TEXTS.copyFailed, INTERVIEW_TEXTS.copyFailedBody),
    );
  return (
    <Button size="sm" variant="outline" onClick={copy}>
      <Copy aria-hidden /> Copy Link
    </Button>
  );
}
