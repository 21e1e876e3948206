import { useDeferredValue, useState } from 'react';
import { Plus, Search } from 'lucide-react';
import { ADMIN_MESSAGES } from '@takeoff/shared/admin';
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

export function JobsTab() {
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
          <Input className="pl-9" placeholder="Search jobs, companies, locations..." aria-label="Search jobs" value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <select
          aria-label="Filter by status"
          className="h-10 rounded-md border border-border bg-board-cell px-3 text-sm"
          value={status}
          onChange={(e) => setStatus(e.target.value)}
        >
          {JOB_STATUS_FILTERS.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </select>
        <Button
          onClick={() => {
            setEditing(null);
            setDialogOpen(true);
          }}
        >
          <Plus aria-hidden /> Create New Job
        </Button>
      </div>
      {jobs.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : jobs.isError ? (
        <p role="alert">Failed to load jobs</p>
      ) : items.length === 0 ? (
        <div className="py-8 text-center">
          <p className="font-medium">No jobs found</p>
          <p className="text-sm text-muted-foreground">{filtered ? 'Try adjusting your search criteria' : 'Get started by creating your first job posting'}</p>
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
                  onSuccess: () => showSuccessToast(ADMIN_MESSAGES.jobDeleted),
                  onError: (e) => showDestructiveToast('Error', errorMessage(e, 'Failed to delete job')),
                })
              }
            />
          ))}
        </div>
      )}
      <LoadMore hasNextPage={jobs.hasNextPage} isFetchingNextPage={jobs.isFetchingNextPage} fetchNextPage={jobs.fetchNextPage} />
      <JobFormDialog open={dialogOpen} onOpenChange={setDialogOpen} job={editing} />
    </div>
  );
}
