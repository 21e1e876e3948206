import { useState } from 'react';
import { RefreshCw, Sigma } from 'lucide-react';
import { COMPANY_CSV_COLUMNS, toCsv, type AdminCompanyConsent } from '@takeoff/shared/consent';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { useAllCompanyConsents } from '../api/get-all-company-consents';
import { useCompanyConsentSummary } from '../api/get-company-consent-summary';
import { downloadFile, exportStamp } from '@/lib/download-file';
import { ConsentStat } from './consent-stat';
import { formatDateTime } from '@/lib/format-date';
import { t as translate, useT } from '../i18n';

const when = formatDateTime;

function CompanyConsentRecord({ record }: { record: AdminCompanyConsent }) {
  const { t } = useT();
  return (
    <li
      className="rounded-lg border border-border bg-surface p-3"
      data-testid="company-consent-record"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-mono text-xs text-muted-foreground">
          {t('admin.companyId', { id: record.companyId ?? t('admin.deleted') })}
        </p>
        <Badge variant={record.consentGiven ? 'live' : 'closed'}>
          {record.consentGiven ? t('admin.consented') : t('admin.notConsented')}
        </Badge>
      </div>
      <p className="font-semibold">{record.companyName ?? t('admin.anonymous')}</p>
      <p className="break-all text-sm text-muted-foreground">{record.companyEmail}</p>
      <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-xs sm:grid-cols-2">
        <div>
          <dt className="inline text-muted-foreground">{t('admin.consentDate')} </dt>
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
      </dl>
    </li>
  );
}

/** Admin "Company Consents" tab. The admin page composes it. */
export function AdminCompanyConsentsTab() {
  const { t } = useT();
  const consents = useAllCompanyConsents();
  const [wantSummary, setWantSummary] = useState(false);
  const summary = useCompanyConsentSummary(wantSummary);
  const items = consents.data ?? [];

  const loadAll = async () => {
    const result = await consents.refetch();
    if (result.isError) showDestructiveToast(translate('admin.loadCompanyFailed'));
    else showSuccessToast(translate('admin.loaded', { count: result.data?.length ?? 0 }));
  };
  const loadSummary = async () => {
    if (!wantSummary) setWantSummary(true);
    else await summary.refetch();
  };
  const clientExport = (format: 'csv' | 'json') => {
    const name = `company-consents-${exportStamp()}.${format}`;
    if (format === 'csv')
      downloadFile(name, toCsv(items, COMPANY_CSV_COLUMNS), 'text/csv;charset=utf-8');
    else downloadFile(name, JSON.stringify(items, null, 2), 'application/json');
  };

  return (
    <section aria-labelledby="company-consents-title" className="space-y-4">
      <h2 id="company-consents-title" className="text-xl font-semibold">
        {t('admin.companyTitle')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('admin.companyIntro')}</p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={loadAll} disabled={consents.isFetching}>
          <RefreshCw aria-hidden className={consents.isFetching ? 'animate-spin' : undefined} />
          {t('admin.loadAll')}
        </Button>
        <Button variant="outline" onClick={loadSummary} disabled={summary.isFetching}>
          <Sigma aria-hidden />
          {t('admin.loadSummary')}
        </Button>
        <Button variant="ghost" onClick={() => clientExport('csv')} disabled={items.length === 0}>
          {t('admin.exportCsv')}
        </Button>
        <Button variant="ghost" onClick={() => clientExport('json')} disabled={items.length === 0}>
          {t('admin.exportJson')}
        </Button>
      </div>
      {summary.data ? (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <ConsentStat label={t('admin.totalConsents')} value={summary.data.totalConsents} />
          <ConsentStat label={t('admin.uniqueCompanies')} value={summary.data.uniqueCompanies} />
          <ConsentStat label={t('admin.recentConsents')} value={summary.data.latestConsents} />
        </div>
      ) : null}
      {consents.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('admin.loadCompanyFailed')}
        </p>
      ) : null}
      {items.length === 0 && !consents.isPending ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">
          {t('admin.companyEmpty')}
        </p>
      ) : (
        <ul className="space-y-2">
          {items.map((record) => (
            <CompanyConsentRecord key={record.id} record={record} />
          ))}
        </ul>
      )}
    </section>
  );
}
