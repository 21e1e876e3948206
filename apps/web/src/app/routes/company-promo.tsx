import { Suspense } from 'react';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { useMe } from '@/features/auth/api/get-me';
import { companyIdOf, companyNameOf } from '@/features/auth/lib/company-of-user';
import { OwnCompanyCard } from '@/features/companies/components/own-company-card';
import { CompanyPromoPage } from '@/features/promos/pages/company-promo-page';
import { Skeleton } from '@/components/ui/skeleton';

// The forms' validation (zod, react-hook-form) loads beside the page, which draws first.
const CompanyProfileForm = lazyWithRetry(async () => ({
  default: (await import('@/features/companies/components/company-profile-form'))
    .CompanyProfileForm,
}));

export function Component() {
  const { data: me } = useMe();
  // The company guard above renders this only for a signed-in company.
  if (!me) return null;
  return (
    <CompanyPromoPage companyId={companyIdOf(me)} companyName={companyNameOf(me)}>
      <Suspense fallback={<Skeleton className="mt-6 h-64 w-full" />}>
        <CompanyProfileForm />
      </Suspense>
      <OwnCompanyCard />
    </CompanyPromoPage>
  );
}
