import { useState, type ReactNode } from 'react';
import { Building2 } from 'lucide-react';
import { PROFILE_LIMITS } from '@takeoff/shared/company-profiles';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { SearchBox } from '@/components/search-box';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useCompanies } from '../api/get-companies';
import { CompanyCard, type CompanyCardSlots } from '../components/company-card';
import { useT } from '../i18n';

/** /candidate/companies: every company's card, searchable by name; `children` adds sections below (Saved Videos). */
export function ExploreCompaniesPage({
  children,
  ...slots
}: CompanyCardSlots & { children?: ReactNode }) {
  const { t } = useT();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 300);
  const companies = useCompanies(query);
  const items = companies.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section>
      <PageHeader title={t('explore.title')} description={t('explore.description')} />
      <SearchBox
        className="mb-4 max-w-md"
        aria-label={t('explore.search')}
        placeholder={t('explore.searchPlaceholder')}
        maxLength={PROFILE_LIMITS.search}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
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
          <p>{query ? t('explore.noMatches', { query }) : t('texts.empty')}</p>
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
