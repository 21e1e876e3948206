import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function PageSpinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="flex min-h-[40vh] items-center justify-center gap-3 text-muted-foreground"
    >
      <Loader2 className="size-6 animate-spin text-board" aria-hidden />
      <span className="font-mono text-sm uppercase tracking-widest">
        {label ?? t('pageSpinner.loading')}
      </span>
    </div>
  );
}
