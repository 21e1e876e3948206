import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import type { Job } from '@takeoff/shared/jobs';
import { JOB_LIMITS } from '@takeoff/shared/job-constants';
import { PageHeader } from '@/components/page-header';
import { PageSpinner } from '@/components/page-spinner';
import { Button } from '@/components/ui/button';
import { SearchBox } from '@/components/search-box';
import { useJobBoard } from '../api/get-jobs';
import { useSavedJobs } from '../api/get-saved-jobs';
import { JobDetailDialog } from '../components/job-detail-dialog';
import { JobSearchResults } from '../components/job-search-results';
import { jobMarkers } from '../lib/job-markers';
import { useT } from '../i18n';

const none: ReadonlySet<number> = new Set();

type CandidateJobsPageProps = {
  applyAction: (job: Job) => ReactNode;
  /** Jobs the candidate already applied to (the applications area knows them; the route passes them in). */
  appliedJobIds?: ReadonlySet<number>;
};

/** 'Available Opportunities': server-side search, count, table or cards marked Applied/Saved, and the detail dialog. */
export function CandidateJobsPage({ applyAction, appliedJobIds = none }: CandidateJobsPageProps) {
  const { t } = useT();
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const board = useJobBoard(q);
  const [selected, setSelected] = useState<Job | null>(null);
  const saved = useSavedJobs();
  const savedJobIds = useMemo(() => new Set(saved.data?.items.map((s) => s.job.id)), [saved.data]);
  const first = board.data?.pages[0];
  const jobs = board.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div>
      <PageHeader title={t('candidatePage.title')} description={t('candidatePage.description')} />
      <div className="mb-3" data-tour="job-search">
        <SearchBox
          aria-label={t('candidatePage.search')}
          placeholder={t('candidatePage.searchPlaceholder')}
          maxLength={JOB_LIMITS.search}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {first ? (
        <p className="mb-4 font-mono text-sm text-board" aria-live="polite">
          {first.totalCapped
            ? t('board.foundCapped', { count: first.total ?? jobs.length })
            : t('board.found', { count: first.total ?? jobs.length })}
        </p>
      ) : null}
      {board.isPending ? (
        <PageSpinner />
      ) : (
        <div data-tour="flight-board">
          <JobSearchResults
            jobs={jobs}
            onOpen={setSelected}
            markersOf={(job) => jobMarkers(job.id, appliedJobIds, savedJobIds)}
            emptyMessage={
              search.trim() ? t('board.noMatches', { query: search.trim() }) : t('board.empty')
            }
          />
        </div>
      )}
      {board.hasNextPage ? (
        <Button
          variant="outline"
          className="mt-4"
          onClick={() => void board.fetchNextPage()}
          disabled={board.isFetchingNextPage}
        >
          {t('loadMore')}
        </Button>
      ) : null}
      <JobDetailDialog
        job={selected}
        onOpenChange={(open) => !open && setSelected(null)}
        applyAction={applyAction}
      />
    </div>
  );
}
