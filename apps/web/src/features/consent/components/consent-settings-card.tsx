import { ShieldCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { useConsentStatus } from '../api/get-consent-status';
import { useWithdrawConsent } from '../api/withdraw-consent';
import { useT } from '../i18n';

/** Account settings: the consent in force and a one-click withdrawal (as easy as giving it). */
export function ConsentSettingsCard() {
  const { t } = useT();
  const status = useConsentStatus();
  const withdraw = useWithdrawConsent();
  const kind = status.data?.kind;
  if (!status.data || kind === 'none' || kind === undefined) return null;
  const latest = status.data.latest;
  const given = latest?.consentGiven === true;
  // A decision on record that is not an acceptance is a withdrawal; no record at all is "not given" yet.
  const withdrawn = latest !== null && latest !== undefined && !given;
  const run = () =>
    withdraw.mutate(kind, {
      onSuccess: () => showSuccessToast(t('settings.withdrawnToast')),
      onError: (error) =>
        showDestructiveToast(t('settings.errorTitle'), errorMessage(error, t('settings.tryAgain'))),
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-primary" aria-hidden />
          {kind === 'candidate' ? t('settings.gdprTitle') : t('settings.companyTitle')}
          <Badge variant={given ? 'live' : 'closed'} data-testid="consent-state">
            {given
              ? t('settings.given')
              : withdrawn
                ? t('settings.withdrawn')
                : t('settings.notGiven')}
          </Badge>
        </CardTitle>
        <CardDescription>
          {given && latest
            ? t('settings.givenOn', {
                date: formatDateTime(latest.consentTimestamp),
                terms: latest.termsVersion,
                privacy: latest.privacyVersion,
              })
            : withdrawn && latest
              ? t('settings.withdrawnOn', { date: formatDateTime(latest.consentTimestamp) })
              : t('settings.notGivenYet')}{' '}
          {t('settings.note')}
        </CardDescription>
      </CardHeader>
      {given ? (
        <CardContent>
          <Button variant="outline" onClick={run} disabled={withdraw.isPending}>
            {withdraw.isPending ? t('settings.withdrawing') : t('settings.withdraw')}
          </Button>
        </CardContent>
      ) : null}
    </Card>
  );
}
