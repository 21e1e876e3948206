import { Copy, ExternalLink } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { useT } from '../i18n';

/** The company's public careers page: its full address to share, opened or copied in one click. */
export function CareersLink({ slug }: { slug: string }) {
  const url = `${window.location.origin}/careers/${slug}`;
  const { t } = useT();
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => showSuccessToast(t('careers.copied')),
      () => showDestructiveToast(t('careers.copyFailed'), t('careers.copyFailedBody')),
    );
  return (
    <div
      className="grid gap-1.5 rounded-md border border-border bg-surface-raised p-3"
      data-testid="careers-link"
    >
      <p className="text-sm font-semibold">{t('careers.label')}</p>
      <a
        className="font-mono text-sm break-all text-primary underline underline-offset-2"
        href={`/careers/${slug}`}
        target="_blank"
        rel="noopener"
      >
        {url}
        <ExternalLink aria-hidden className="ml-1 inline size-3.5 align-[-2px]" />
        <span className="sr-only"> {t('careers.newTab')}</span>
      </a>
      <Button
        size="sm"
        variant="outline"
        className="justify-self-start"
        onClick={() => void copy()}
      >
        <Copy aria-hidden /> {t('careers.copy')}
      </Button>
    </div>
  );
}
