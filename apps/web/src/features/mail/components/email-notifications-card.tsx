import { BellRing } from 'lucide-react';
import type { UserRole } from '@takeoff/shared/auth';
import type { MailPreferenceKind, NotificationPreferences } from '@takeoff/shared/mail';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { showDestructiveToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';
import { useT } from '../i18n';
import { mailPreferenceKindsFor } from '../lib/mail-preference-kinds';

/** One switch per kind of email the role can receive; each applies at once. Account mail always goes out. */
export function EmailNotificationsCard({ role }: { role: UserRole }) {
  const { t } = useT();
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();

  const toggle = (current: NotificationPreferences, kind: MailPreferenceKind, on: boolean) =>
    update.mutate(
      { email: { ...current.email, [kind]: on } },
      {
        onError: (error) =>
          showDestructiveToast(t('card.saveFailed'), errorMessage(error, t('card.tryAgain'))),
      },
    );

  return (
    <Card aria-labelledby="email-notifications-title">
      <CardHeader>
        <CardTitle id="email-notifications-title" className="flex items-center gap-2">
          <BellRing aria-hidden className="size-5 text-board" /> {t('card.title')}
        </CardTitle>
        <CardDescription>{t('card.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {preferences.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : preferences.isError ? (
          <p role="alert">{t('card.loadFailed')}</p>
        ) : (
          <ul
            className="grid divide-y divide-border rounded-lg border border-border"
            aria-label={t('card.list')}
          >
            {mailPreferenceKindsFor(role).map((kind) => {
              const id = `mail-preference-${kind}`;
              return (
                <li key={kind} className="flex items-center justify-between gap-4 p-3">
                  <div className="grid min-w-0 gap-1">
                    <Label htmlFor={id}>{t(`kind.${kind}.title`)}</Label>
                    <p id={`${id}-description`} className="text-sm text-muted-foreground">
                      {t(`kind.${kind}.description`)}
                    </p>
                  </div>
                  <Switch
                    id={id}
                    aria-describedby={`${id}-description`}
                    checked={preferences.data.email[kind]}
                    disabled={update.isPending}
                    onCheckedChange={(on) => toggle(preferences.data, kind, on)}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
