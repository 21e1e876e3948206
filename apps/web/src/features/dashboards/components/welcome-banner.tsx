import { Plane } from 'lucide-react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useT } from '../i18n';

/** Greets the candidate by first name (or full name) at the top of the overview. */
export function WelcomeBanner({
  name,
  firstVisit = false,
}: {
  name: string | undefined;
  firstVisit?: boolean;
}) {
  const { t } = useT();
  useDocumentTitle(t('overview.documentTitle'));
  const first = name?.trim().split(/\s+/)[0];
  const greeting = firstVisit
    ? first
      ? t('overview.welcomeAboardNamed', { name: first })
      : t('overview.welcomeAboard')
    : first
      ? t('overview.welcomeBackNamed', { name: first })
      : t('overview.welcomeBack');
  return (
    <section
      className="relative overflow-hidden rounded-2xl border border-border bg-surface p-5 sm:p-6"
      aria-labelledby="welcome-title"
    >
      <Plane className="absolute -right-4 -top-4 size-28 rotate-12 text-board/10" aria-hidden />
      <p className="font-mono text-xs uppercase tracking-[0.3em] text-board">
        {t('overview.nowBoarding')}
      </p>
      <h1 id="welcome-title" className="mt-1 break-words text-2xl font-bold sm:text-3xl">
        {greeting}
      </h1>
      <p className="mt-1 max-w-xl text-muted-foreground">{t('overview.intro')}</p>
    </section>
  );
}
