import { useMe } from '@/features/auth/api/get-me';
import { companyIdOf, companyNameOf } from '@/features/auth/lib/company-of-user';
import { CompanyProfileForm } from '@/features/companies/components/company-profile-form';
import { OwnCompanyCard } from '@/features/companies/components/own-company-card';
import { CompanyPromoPage } from '@/features/promos/pages/company-promo-page';

export function Component() {
  const { data: me } = useMe();
  // The company guard above renders this only for a signed-in company.
  if (!me) return null;
  return (
    <CompanyPromoPage companyId={companyIdOf(me)} companyName={companyNameOf(me)}>
      <CompanyProfileForm />
      <OwnCompanyCard />
    </CompanyPromoPage>
  );
}
