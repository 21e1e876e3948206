import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { useT } from '@/features/interviews/i18n';

export function CopyLinkButton({ link }: { link: string }) {
  const { t } = useT();
  const copy = () =>
    navigator.clipboard.writeText(link).then(
      () => showSuccessToast(t('texts.linkCopied')),
      () => showDestructiveToast(t('texts.copyFailed'), t('texts.copyFailedBody')),
    );
  return (
    <Button size="sm" variant="outline" onClick={copy}>
      <Copy aria-hidden /> {t('meeting.copyLink')}
    </Button>
  );
}
