import { useState } from 'react';
import { Clock } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { browserTimeZone, chooseTimeZone } from '@/lib/account-time-zone';
import { errorMessage } from '@/lib/api-client';
import { useT } from '../i18n';

/** Every zone the browser knows, the account's own kept even if it does not (an older runtime). */
function zoneOptions(current: string | null): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = new Set(known);
  for (const zone of [current, browserTimeZone(), 'UTC']) if (zone) zones.add(zone);
  return [...zones].sort();
}

/** The account's time zone: interview times in its mail are written in it, with the zone named. */
export function TimeZoneCard({ current }: { current: string | null }) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const choose = (zone: string) => {
    setSaving(true);
    chooseTimeZone(queryClient, zone)
      .then(() => showSuccessToast(t('timeZone.saved', { zone })))
      .catch((error: unknown) =>
        showDestructiveToast(t('timeZone.error'), errorMessage(error, t('timeZone.tryAgain'))),
      )
      .finally(() => setSaving(false));
  };
  return (
    <Card aria-labelledby="time-zone-title">
      <CardHeader>
        <CardTitle as="h3" id="time-zone-title" className="flex items-center gap-2">
          <Clock aria-hidden className="size-5 text-board" /> {t('timeZone.title')}
        </CardTitle>
        <CardDescription>{t('timeZone.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <FormField id="account-time-zone" label={t('timeZone.label')}>
          <select
            id="account-time-zone"
            value={current ?? ''}
            disabled={saving}
            onChange={(event) => choose(event.target.value)}
            className="flex h-10 w-full rounded-md border border-border bg-board-cell px-3 py-2 text-base text-foreground focus-visible:outline-2 focus-visible:outline-ring sm:max-w-sm md:text-sm"
          >
            {current ? null : <option value="">{t('timeZone.none')}</option>}
            {zoneOptions(current).map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </select>
        </FormField>
      </CardContent>
    </Card>
  );
}
