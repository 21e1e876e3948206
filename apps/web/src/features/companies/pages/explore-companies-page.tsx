import type { ReactNode } from 'react';
import { Building2 } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCompanies } from '../api/get-companies';
import { CompanyCard, type CompanyCardSlots } from '../components/company-card';
import { useT } from '../i18n';

/** /candidate/companies: every company's card; `children` adds sections below (Saved Videos). */
export function ExploreCompaniesPage({
  children,
  ...slots
}: CompanyCardSlots & { children?: ReactNode }) {
  const companies = useCompanies();
  const { t } = useT();
  const items = companies.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section>
      <PageHeader title={t('explore.title')} description={t('explore.description')} />
      {companies.isPending ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-96 w-full" />
          ))}
        </div>
      ) : companies.isError ? (
        <p className="text-status-closed">{t('explore.loadFailed')}</p>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border p-10 text-center text-muted-foreground">
          <Building2 className="size-8" aria-hidden />
          <p>{t('texts.empty')}</p>
        </div>
      ) : (
        <>
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-tour="explore-companies">
            {items.map((company) => (
              <CompanyCard key={company.id} company={company} {...slots} />
            ))}
          </div>
          <div className="mt-4 flex flex-col items-center gap-2">
            {companies.hasNextPage ? (
              <Button
                variant="outline"
                onClick={() => void companies.fetchNextPage()}
                disabled={companies.isFetchingNextPage}
              >
                {companies.isFetchingNextPage ? t('explore.loading') : t('explore.loadMore')}
              </Button>
            ) : null}
            <p className="text-sm text-muted-foreground">
              {t('texts.footer', { count: items.length })}
            </p>
          </div>
        </>
      )}
      {children}
    </section>
  );
}
