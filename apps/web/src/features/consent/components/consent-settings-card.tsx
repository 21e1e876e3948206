import { ShieldCheck } from 'lucide-react';
import { GDPR_TEXTS } from '@takeoff/shared/gdpr';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { useConsentStatus } from '../api/get-consent-status';
import { useWithdrawConsent } from '../api/withdraw-consent';

/** Account settings: the consent in force and a one-click withdrawal (as easy as giving it). */
export function ConsentSettingsCard() {
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
      onSuccess: () => showSuccessToast(GDPR_TEXTS.withdrawn),
      onError: (error) => showDestructiveToast('Error', errorMessage(error, 'Please try again.')),
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-primary" aria-hidden />
          {kind === 'candidate' ? 'GDPR consent' : 'Company terms'}
          <Badge variant={given ? 'live' : 'closed'} data-testid="consent-state">{given ? 'Given' : withdrawn ? 'Withdrawn' : 'Not given'}</Badge>
        </CardTitle>
        <CardDescription>
          {given && latest
            ? `Given on ${formatDateTime(latest.consentTimestamp)} (terms ${latest.termsVersion}, privacy ${latest.privacyVersion}).`
            : withdrawn && latest
              ? `Withdrawn on ${formatDateTime(latest.consentTimestamp)}; you will be asked again when you open your area.`
              : 'You have not given consent; you will be asked when you open your area.'}{' '}
          Withdrawing is recorded, not deleted; you will be asked again before using the platform.
        </CardDescription>
      </CardHeader>
      {given ? (
        <CardContent>
          <Button variant="outline" onClick={run} disabled={withdraw.isPending}>
            {withdraw.isPending ? 'Withdrawing...' : 'Withdraw consent'}
          </Button>
        </CardContent>
      ) : null}
    </Card>
  );
}
