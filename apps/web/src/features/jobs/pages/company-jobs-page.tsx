import { Suspense, useState, type ReactNode } from 'react';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { Plus } from 'lucide-react';
import type { Job } from '@takeoff/shared/jobs';
import { PageHeader } from '@/components/page-header';
import { PageSpinner } from '@/components/page-spinner';
import { Button } from '@/components/ui/button';
import { useCompanyJobs } from '../api/get-company-jobs';
import { CompanyJobsBoard } from '../components/company-jobs-board';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { useT } from '../i18n';

// The form (its validation, video upload, team fields) loads when first opened, not with the board.
const JobFormDialog = lazyWithRetry(async () => ({
  default: (await import('../components/job-form-dialog')).JobFormDialog,
}));

/** `manageTeam`: owners and recruiters also set each job's interviewers and scorecard criteria. `rowActions`: what the
 * route composes into each flight's actions from other features (video answers). */
export function CompanyJobsPage({
  companyId,
  manageTeam = false,
  rowActions,
}: {
  companyId: number;
  manageTeam?: boolean;
  rowActions?: (job: Job) => ReactNode;
}) {
  const { t } = useT();
  const query = useCompanyJobs(companyId);
  const [editing, setEditing] = useState<Job | null>(null);
  const [open, setOpen] = useState(false);
  const formLoaded = useOpenedOnce(open);
  const jobs = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div>
      <PageHeader
        title={t('companyPage.title')}
        description={t('companyPage.description')}
        actions={
          <Button
            data-tour="post-job"
            onClick={() => {
              setEditing(null);
              setOpen(true);
            }}
          >
            <Plus /> {t('companyPage.postNew')}
          </Button>
        }
      />
      {query.isPending ? (
        <PageSpinner />
      ) : (
        <div data-tour="flight-board">
          <CompanyJobsBoard
            jobs={jobs}
            rowActions={rowActions}
            onEdit={(job) => {
              setEditing(job);
              setOpen(true);
            }}
          />
        </div>
      )}
      {query.hasNextPage ? (
        <Button
          variant="outline"
          className="mt-4"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {t('loadMore')}
        </Button>
      ) : null}
      {formLoaded ? (
        <Suspense fallback={null}>
          <JobFormDialog job={editing} open={open} onOpenChange={setOpen} manageTeam={manageTeam} />
        </Suspense>
      ) : null}
    </div>
  );
}
