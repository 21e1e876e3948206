import { Suspense } from 'react';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { resetSessionCache, useMe } from '@/features/auth/api/get-me';
import { ConsentSettingsCard } from '@/features/consent/components/consent-settings-card';
import { DataExportCard } from '@/features/account/components/data-export-card';
import { DeleteAccountCard } from '@/features/account/components/delete-account-card';
import { LanguageCard } from '@/features/account/components/language-card';
import { SessionsCard } from '@/features/account/components/sessions-card';
import { TimeZoneCard } from '@/features/account/components/time-zone-card';
import { Skeleton } from '@/components/ui/skeleton';

// The forms' validation (zod, react-hook-form: about 40 KB gzip) loads beside the page, which draws first.
const ChangePasswordCard = lazyWithRetry(async () => ({
  default: (await import('@/features/account/components/change-password-card')).ChangePasswordCard,
}));
const EmailNotificationsCard = lazyWithRetry(async () => ({
  default: (await import('@/features/mail/components/email-notifications-card'))
    .EmailNotificationsCard,
}));
const ChangeEmailCard = lazyWithRetry(async () => ({
  default: (await import('@/features/account/components/change-email-card')).ChangeEmailCard,
}));

/** Account settings: language, security, email notifications, consent, data export and erasure (GDPR Art. 7(3), 20, 17). */
export function Component() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: user } = useMe();
  const onDeleted = () => {
    resetSessionCache(queryClient, null);
    navigate('/', { replace: true });
  };
  // Administrator accounts are managed by configuration: their password and address are not changed, nor the
  // account erased, from here (the API refuses it too), and they receive no notification emails.
  const isAdmin = user?.role === 'admin';
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <PageHeader title={t('routes.account.title')} description={t('routes.account.description')} />
      <LanguageCard />
      {user ? <TimeZoneCard current={user.timeZone} /> : null}
      <section aria-labelledby="security-heading" className="space-y-4">
        <h2
          id="security-heading"
          className="font-mono text-sm font-bold uppercase tracking-[0.2em] text-board"
        >
          {t('routes.account.security')}
        </h2>
        {isAdmin || !user ? null : (
          <Suspense fallback={<Skeleton className="h-96 w-full" />}>
            <ChangePasswordCard />
            <ChangeEmailCard key={user.email} currentEmail={user.email} />
          </Suspense>
        )}
        <SessionsCard />
      </section>
      {isAdmin || !user ? null : (
        <Suspense fallback={<Skeleton className="h-64 w-full" />}>
          <EmailNotificationsCard role={user.role} />
        </Suspense>
      )}
      <ConsentSettingsCard />
      <DataExportCard />
      {isAdmin ? null : <DeleteAccountCard onDeleted={onDeleted} />}
    </div>
  );
}
