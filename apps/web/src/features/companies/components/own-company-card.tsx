import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useOwnCompany } from '../api/get-own-company';
import { CompanyCard } from './company-card';
import { useT } from '../i18n';

/** The company's own Explore Companies card, marked "Your company": what candidates see of it. */
export function OwnCompanyCard() {
  const own = useOwnCompany();
  const { t } = useT();
  return (
    <section aria-labelledby="own-company-card-title" className="mt-6 grid gap-3">
      <Card className="border-dashed">
        <CardHeader>
          <CardTitle id="own-company-card-title">{t('own.title')}</CardTitle>
          <CardDescription>{t('own.description')}</CardDescription>
        </CardHeader>
      </Card>
      {own.isPending ? (
        <Skeleton className="h-96 w-full max-w-md" />
      ) : own.isError ? (
        <p className="text-sm text-status-closed">{t('own.loadFailed')}</p>
      ) : (
        <div className="w-full max-w-md">
          <CompanyCard company={own.data} isOwn />
        </div>
      )}
    </section>
  );
}
