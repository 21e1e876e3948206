import { useDeferredValue, useState } from 'react';
import { Plus, Search } from 'lucide-react';
import { JOB_STATUS_FILTERS, type AdminJob } from '@takeoff/shared/admin-jobs';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useDeleteJob } from '../api/delete-job';
import { useJobs } from '../api/get-jobs';
import { JobCard } from './job-card';
import { JobFormDialog } from './job-form-dialog';
import { LoadMore } from './load-more';
import { useT } from '../i18n';

export function JobsTab() {
  const { t } = useT();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('all');
  const query = useDeferredValue(search);
  const jobs = useJobs(query, status);
  const remove = useDeleteJob();
  const [editing, setEditing] = useState<AdminJob | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const items = jobs.data?.pages.flatMap((p) => p.items) ?? [];
  const filtered = search.trim() !== '' || status !== 'all';

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative flex-1">
          <Search aria-hidden className="absolute left-3 top-3 size-4 text-muted-foreground" />
          <Input
            className="pl-9"
            placeholder={t('jobsTab.searchPlaceholder')}
            aria-label={t('jobsTab.searchLabel')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <select
          aria-label={t('jobsTab.statusFilter')}
          className="h-10 rounded-md border border-border bg-board-cell px-3 text-sm"
          value={status}
          onChange={(e) => setStatus(e.target.value)}
        >
          {JOB_STATUS_FILTERS.map((f) => (
            <option key={f.value} value={f.value}>
              {t(`jobStatusFilter.${f.value}`)}
            </option>
          ))}
        </select>
        <Button
          onClick={() => {
            setEditing(null);
            setDialogOpen(true);
          }}
        >
          <Plus aria-hidden /> {t('jobsTab.create')}
        </Button>
      </div>
      {jobs.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : jobs.isError ? (
        <p role="alert">{t('jobsTab.loadFailed')}</p>
      ) : items.length === 0 ? (
        <div className="py-8 text-center">
          <p className="font-medium">{t('jobsTab.empty')}</p>
          <p className="text-sm text-muted-foreground">
            {filtered ? t('jobsTab.emptyFiltered') : t('jobsTab.emptyStart')}
          </p>
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
          {items.map((job) => (
            <JobCard
              key={job.id}
              job={job}
              onEdit={() => {
                setEditing(job);
                setDialogOpen(true);
              }}
              onDelete={() =>
                remove.mutate(job.id, {
                  onSuccess: () => showSuccessToast(t('jobsTab.deleted')),
                  onError: (e) =>
                    showDestructiveToast(
                      t('common.error'),
                      errorMessage(e, t('jobsTab.deleteFailed')),
                    ),
                })
              }
            />
          ))}
        </div>
      )}
      <LoadMore
        hasNextPage={jobs.hasNextPage}
        isFetchingNextPage={jobs.isFetchingNextPage}
        fetchNextPage={jobs.fetchNextPage}
      />
      <JobFormDialog open={dialogOpen} onOpenChange={setDialogOpen} job={editing} />
    </div>
  );
}
