import { useState } from 'react';
import { RefreshCw, Sigma } from 'lucide-react';
import { COMPANY_CSV_COLUMNS, CONSENT_TEXTS, toCsv, type AdminCompanyConsent } from '@takeoff/shared/consent';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { useAllCompanyConsents } from '../api/get-all-company-consents';
import { useCompanyConsentSummary } from '../api/get-company-consent-summary';
import { downloadFile, exportStamp } from '@/lib/download-file';
import { ConsentStat } from './consent-stat';
import { formatDateTime } from '@/lib/format-date';

const when = formatDateTime;

function CompanyConsentRecord({ record }: { record: AdminCompanyConsent }) {
  return (
    <li className="rounded-lg border border-border bg-surface p-3" data-testid="company-consent-record">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-mono text-xs text-muted-foreground">Company ID: {record.companyId ?? 'deleted'}</p>
        <Badge variant={record.consentGiven ? 'live' : 'closed'}>{record.consentGiven ? 'Consented' : 'Not Consented'}</Badge>
      </div>
      <p className="font-semibold">{record.companyName ?? CONSENT_TEXTS.anonymous}</p>
      <p className="break-all text-sm text-muted-foreground">{record.companyEmail}</p>
      <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-xs sm:grid-cols-2">
        <div><dt className="inline text-muted-foreground">Consent date: </dt><dd className="inline">{when(record.consentTimestamp)}</dd></div>
        <div><dt className="inline text-muted-foreground">IP address: </dt><dd className="inline">{record.ipAddress ?? CONSENT_TEXTS.notRecorded}</dd></div>
        <div><dt className="inline text-muted-foreground">Terms version: </dt><dd className="inline">{record.termsVersion}</dd></div>
        <div><dt className="inline text-muted-foreground">Privacy version: </dt><dd className="inline">{record.privacyVersion}</dd></div>
      </dl>
    </li>
  );
}

/** Admin "Company Consents" tab. The admin page composes it. */
export function AdminCompanyConsentsTab() {
  const consents = useAllCompanyConsents();
  const [wantSummary, setWantSummary] = useState(false);
  const summary = useCompanyConsentSummary(wantSummary);
  const items = consents.data ?? [];

  const loadAll = async () => {
    const result = await consents.refetch();
    if (result.isError) showDestructiveToast(CONSENT_TEXTS.adminLoadCompanyFailed);
    else showSuccessToast(CONSENT_TEXTS.loaded(result.data?.length ?? 0));
  };
  const loadSummary = async () => {
    if (!wantSummary) setWantSummary(true);
    else await summary.refetch();
  };
  const clientExport = (format: 'csv' | 'json') => {
    const name = `company-consents-${exportStamp()}.${format}`;
    if (format === 'csv') downloadFile(name, toCsv(items, COMPANY_CSV_COLUMNS), 'text/csv;charset=utf-8');
    else downloadFile(name, JSON.stringify(items, null, 2), 'application/json');
  };

  return (
    <section aria-labelledby="company-consents-title" className="space-y-4">
      <h2 id="company-consents-title" className="text-xl font-semibold">Company Consents</h2>
      <p className="text-sm text-muted-foreground">
        Every company must accept the Company Terms and Privacy Policy before it may view candidate videos. These records prove who
        accepted which version, when and from where, to protect the candidates whose videos companies watch.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={loadAll} disabled={consents.isFetching}>
          <RefreshCw aria-hidden className={consents.isFetching ? 'animate-spin' : undefined} />
          Load All Consents
        </Button>
        <Button variant="outline" onClick={loadSummary} disabled={summary.isFetching}><Sigma aria-hidden />Load Summary</Button>
        <Button variant="ghost" onClick={() => clientExport('csv')} disabled={items.length === 0}>Export CSV</Button>
        <Button variant="ghost" onClick={() => clientExport('json')} disabled={items.length === 0}>Export JSON</Button>
      </div>
      {summary.data ? (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <ConsentStat label="Total Consents" value={summary.data.totalConsents} />
          <ConsentStat label="Unique Companies" value={summary.data.uniqueCompanies} />
          <ConsentStat label="Recent Consents" value={summary.data.latestConsents} />
        </div>
      ) : null}
      {consents.isError ? <p role="alert" className="text-sm text-destructive">{CONSENT_TEXTS.adminLoadCompanyFailed}</p> : null}
      {items.length === 0 && !consents.isPending ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">{CONSENT_TEXTS.adminCompanyEmpty}</p>
      ) : (
        <ul className="space-y-2">{items.map((record) => <CompanyConsentRecord key={record.id} record={record} />)}</ul>
      )}
    </section>
  );
}
