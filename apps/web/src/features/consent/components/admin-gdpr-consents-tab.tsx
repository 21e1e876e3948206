import { Download, FileJson, RefreshCw } from 'lucide-react';
import { previewUserAgent, type AdminGdprConsent } from '@takeoff/shared/consent';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { gdprExportUrl, useAllGdprConsents } from '../api/get-all-gdpr-consents';
import { ConsentStat } from './consent-stat';
import { formatDateTime } from '@/lib/format-date';
import { t as translate, useT } from '../i18n';

const when = (iso: string) => formatDateTime(iso);

function GdprConsentRecord({ record }: { record: AdminGdprConsent }) {
  const { t } = useT();
  return (
    <li
      className="rounded-lg border border-border bg-surface p-3"
      data-testid="gdpr-consent-record"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">{record.candidateName ?? t('admin.anonymous')}</p>
        <Badge variant={record.consentGiven ? 'live' : 'closed'}>
          {record.consentGiven ? t('admin.consented') : t('admin.withdrawn')}
        </Badge>
      </div>
      <p className="break-all text-sm text-muted-foreground">{record.candidateEmail}</p>
      <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-xs sm:grid-cols-2">
        <div>
          <dt className="inline text-muted-foreground">{t('admin.consentTime')} </dt>
          <dd className="inline">{when(record.consentTimestamp)}</dd>
        </div>
        <div>
          <dt className="inline text-muted-foreground">{t('admin.ipAddress')} </dt>
          <dd className="inline">{record.ipAddress ?? t('admin.notRecorded')}</dd>
        </div>
        <div>
          <dt className="inline text-muted-foreground">{t('admin.termsVersion')} </dt>
          <dd className="inline">{record.termsVersion}</dd>
        </div>
        <div>
          <dt className="inline text-muted-foreground">{t('admin.privacyVersion')} </dt>
          <dd className="inline">{record.privacyVersion}</dd>
        </div>
        <div>
          <dt className="inline text-muted-foreground">{t('admin.loginSession')} </dt>
          <dd className="inline">{record.loginSession ?? t('admin.notRecorded')}</dd>
        </div>
        <div className="break-all">
          <dt className="inline text-muted-foreground">{t('admin.browser')} </dt>
          <dd className="inline">{previewUserAgent(record.userAgent) ?? t('admin.notRecorded')}</dd>
        </div>
        {record.accountDeletedAt ? (
          <div>
            <dt className="inline text-muted-foreground">{t('admin.accountDeleted')} </dt>
            <dd className="inline">{when(record.accountDeletedAt)}</dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}

/** Admin "GDPR Consents" tab: totals, load, one export per format (every record, from the server), the records. The admin page composes it. */
export function AdminGdprConsentsTab() {
  const { t } = useT();
  const consents = useAllGdprConsents();
  const items = consents.data?.items ?? [];

  const loadAll = async () => {
    const result = await consents.refetch();
    if (result.isError) showDestructiveToast(translate('admin.loadGdprFailed'));
    else showSuccessToast(translate('admin.loaded', { count: result.data?.items.length ?? 0 }));
  };
  const serverExport = (format: 'csv' | 'json') => {
    window.open(gdprExportUrl(format), '_blank', 'noopener');
    showSuccessToast(t('admin.exportStarted'));
  };

  return (
    <section aria-labelledby="gdpr-consents-title" className="space-y-4">
      <h2 id="gdpr-consents-title" className="text-xl font-semibold">
        {t('admin.gdprTitle')}
      </h2>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <ConsentStat
          label={t('admin.totalConsents')}
          value={consents.data?.summary.totalConsents}
        />
        <ConsentStat
          label={t('admin.uniqueCandidates')}
          value={consents.data?.summary.uniqueCandidates}
        />
        <ConsentStat
          label={t('admin.recentConsents')}
          value={consents.data?.summary.latestConsents}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={loadAll} disabled={consents.isFetching}>
          <RefreshCw aria-hidden className={consents.isFetching ? 'animate-spin' : undefined} />
          {t('admin.loadAll')}
        </Button>
        <Button variant="outline" onClick={() => serverExport('csv')}>
          <Download aria-hidden />
          {t('admin.exportCsv')}
        </Button>
        <Button variant="outline" onClick={() => serverExport('json')}>
          <FileJson aria-hidden />
          {t('admin.exportJson')}
        </Button>
      </div>
      {/* One export per format, from the server: every record, not just the ones loaded on screen. */}
      <p className="text-sm text-muted-foreground">{t('admin.exportContents')}</p>
      {consents.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('admin.loadGdprFailed')}
        </p>
      ) : null}
      {items.length === 0 && !consents.isPending ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">
          {t('admin.gdprEmpty')}
        </p>
      ) : (
        <ul className="space-y-2">
          {items.map((record) => (
            <GdprConsentRecord key={record.id} record={record} />
          ))}
        </ul>
      )}
    </section>
  );
}
