import { Download, FileJson, RefreshCw } from 'lucide-react';
import { CONSENT_TEXTS, GDPR_CSV_COLUMNS, previewUserAgent, toCsv, type AdminGdprConsent } from '@takeoff/shared/consent';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { gdprExportUrl, useAllGdprConsents } from '../api/get-all-gdpr-consents';
import { downloadFile, exportStamp } from '@/lib/download-file';
import { ConsentStat } from './consent-stat';
import { formatDateTime } from '@/lib/format-date';

const when = (iso: string) => formatDateTime(iso);

function GdprConsentRecord({ record }: { record: AdminGdprConsent }) {
  return (
    <li className="rounded-lg border border-border bg-surface p-3" data-testid="gdpr-consent-record">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">{record.candidateName ?? CONSENT_TEXTS.anonymous}</p>
        <Badge variant={record.consentGiven ? 'live' : 'closed'}>{record.consentGiven ? 'Consented' : 'Withdrawn'}</Badge>
      </div>
      <p className="break-all text-sm text-muted-foreground">{record.candidateEmail}</p>
      <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-xs sm:grid-cols-2">
        <div><dt className="inline text-muted-foreground">Consent time: </dt><dd className="inline">{when(record.consentTimestamp)}</dd></div>
        <div><dt className="inline text-muted-foreground">IP address: </dt><dd className="inline">{record.ipAddress ?? CONSENT_TEXTS.notRecorded}</dd></div>
        <div><dt className="inline text-muted-foreground">Terms version: </dt><dd className="inline">{record.termsVersion}</dd></div>
        <div><dt className="inline text-muted-foreground">Privacy version: </dt><dd className="inline">{record.privacyVersion}</dd></div>
        <div><dt className="inline text-muted-foreground">Login session: </dt><dd className="inline">{record.loginSession ?? CONSENT_TEXTS.notRecorded}</dd></div>
        <div className="break-all"><dt className="inline text-muted-foreground">Browser: </dt><dd className="inline">{previewUserAgent(record.userAgent) ?? CONSENT_TEXTS.notRecorded}</dd></div>
        {record.accountDeletedAt ? (
          <div><dt className="inline text-muted-foreground">Account deleted: </dt><dd className="inline">{when(record.accountDeletedAt)}</dd></div>
        ) : null}
      </dl>
    </li>
  );
}

/** Admin "GDPR Consents" tab: totals, load, server and client-side exports, the records. The admin page composes it. */
export function AdminGdprConsentsTab() {
  const consents = useAllGdprConsents();
  const items = consents.data?.items ?? [];

  const loadAll = async () => {
    const result = await consents.refetch();
    if (result.isError) showDestructiveToast(CONSENT_TEXTS.adminLoadGdprFailed);
    else showSuccessToast(CONSENT_TEXTS.loaded(result.data?.items.length ?? 0));
  };
  const serverExport = (format: 'csv' | 'json') => {
    window.open(gdprExportUrl(format), '_blank', 'noopener');
    showSuccessToast(CONSENT_TEXTS.exportStarted);
  };
  const clientExport = (format: 'csv' | 'json') => {
    const name = `gdpr-consents-loaded-${exportStamp()}.${format}`;
    if (format === 'csv') downloadFile(name, toCsv(items, GDPR_CSV_COLUMNS), 'text/csv;charset=utf-8');
    else downloadFile(name, JSON.stringify(items, null, 2), 'application/json');
  };

  return (
    <section aria-labelledby="gdpr-consents-title" className="space-y-4">
      <h2 id="gdpr-consents-title" className="text-xl font-semibold">GDPR Consents</h2>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <ConsentStat label="Total Consents" value={consents.data?.summary.totalConsents} />
        <ConsentStat label="Unique Candidates" value={consents.data?.summary.uniqueCandidates} />
        <ConsentStat label="Recent Consents" value={consents.data?.summary.latestConsents} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={loadAll} disabled={consents.isFetching}>
          <RefreshCw aria-hidden className={consents.isFetching ? 'animate-spin' : undefined} />
          Load All Consents
        </Button>
        <Button variant="outline" onClick={() => serverExport('csv')}><Download aria-hidden />Export CSV</Button>
        <Button variant="outline" onClick={() => serverExport('json')}><FileJson aria-hidden />Export JSON</Button>
        <Button variant="ghost" onClick={() => clientExport('csv')} disabled={items.length === 0}>Export loaded CSV</Button>
        <Button variant="ghost" onClick={() => clientExport('json')} disabled={items.length === 0}>Export loaded JSON</Button>
      </div>
      {consents.isError ? <p role="alert" className="text-sm text-destructive">{CONSENT_TEXTS.adminLoadGdprFailed}</p> : null}
      {items.length === 0 && !consents.isPending ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">{CONSENT_TEXTS.adminGdprEmpty}</p>
      ) : (
        <ul className="space-y-2">{items.map((record) => <GdprConsentRecord key={record.id} record={record} />)}</ul>
      )}
    </section>
  );
}
