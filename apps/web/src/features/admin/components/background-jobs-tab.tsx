import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '../i18n';
import { useFailedBackgroundJobs, useRetryBackgroundJob } from '../api/background-jobs';
import { showSuccessToast, showDestructiveToast } from '@/components/ui/toaster';
import { ScheduledJobsPanel } from './scheduled-jobs-panel';

/** Background work: what failed after its retries (scheduled jobs, mail), and the scheduled jobs to run now. */
export function BackgroundJobsTab() {
  return (
    <div className="grid gap-8">
      <FailedJobs />
      <ScheduledJobsPanel />
    </div>
  );
}

/** Jobs that failed after their retries, with the error and a retry. */
function FailedJobs() {
  const { t } = useT();
  const jobs = useFailedBackgroundJobs();
  const retry = useRetryBackgroundJob();
  if (jobs.isPending) return <Skeleton className="h-64 w-full" />;
  if (jobs.isError) return <p role="alert">{t('backgroundJobs.loadFailed')}</p>;
  if (jobs.data.items.length === 0)
    return <p className="py-8 text-center text-muted-foreground">{t('backgroundJobs.empty')}</p>;
  return (
    <div className="overflow-x-auto">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t('backgroundJobs.queued')}</TableHead>
            <TableHead>{t('backgroundJobs.job')}</TableHead>
            <TableHead>{t('backgroundJobs.error')}</TableHead>
            <TableHead>{t('backgroundJobs.retries')}</TableHead>
            <TableHead>
              <span className="sr-only">{t('backgroundJobs.actions')}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {jobs.data.items.map((job) => (
            <TableRow key={job.id}>
              <TableCell className="whitespace-nowrap">{formatDateTime(job.createdAt)}</TableCell>
              <TableCell className="font-mono">{job.queue}</TableCell>
              <TableCell className="max-w-md break-words">
                {job.error ?? t('backgroundJobs.noError')}
              </TableCell>
              <TableCell>{job.retryCount}</TableCell>
              <TableCell>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={retry.isPending}
                  onClick={() =>
                    retry.mutate(job.id, {
                      onSuccess: () =>
                        showSuccessToast(t('backgroundJobs.requeued', { queue: job.queue })),
                      onError: (error) =>
                        showDestructiveToast(errorMessage(error, t('backgroundJobs.retryFailed'))),
                    })
                  }
                >
                  <RotateCcw aria-hidden /> {t('backgroundJobs.retry')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
