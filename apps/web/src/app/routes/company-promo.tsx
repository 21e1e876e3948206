import { useMe } from '@/features/auth/api/get-me';
import { CompanyProfileForm } from '@/features/companies/components/company-profile-form';
import { OwnCompanyCard } from '@/features/companies/components/own-company-card';
import { CompanyPromoPage } from '@/features/promos/pages/company-promo-page';

export function Component() {
  const { data: me } = useMe();
  // The company guard above renders this only for a signed-in company.
  if (!me) return null;
  return (
    <CompanyPromoPage companyId={me.id} companyName={me.name}>
      <CompanyProfileForm />
      <OwnCompanyCard />
    </CompanyPromoPage>
  );
}
