import { RotateCcw } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format-date';
import { useFailedBackgroundJobs, useRetryBackgroundJob } from '../api/background-jobs';

/** Background work that failed after its retries (scheduled jobs, mail), with the error and a retry. */
export function BackgroundJobsTab() {
  const jobs = useFailedBackgroundJobs();
  const retry = useRetryBackgroundJob();
  if (jobs.isPending) return <Skeleton className="h-64 w-full" />;
  if (jobs.isError) return <p role="alert">Failed to load the background jobs</p>;
  if (jobs.data.items.length === 0) return <p className="py-8 text-center text-muted-foreground">No failed background jobs</p>;
  return (
    <div className="overflow-x-auto">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Queued</TableHead>
            <TableHead>Job</TableHead>
            <TableHead>Error</TableHead>
            <TableHead>Retries</TableHead>
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {jobs.data.items.map((job) => (
            <TableRow key={job.id}>
              <TableCell className="whitespace-nowrap">{formatDateTime(job.createdAt)}</TableCell>
              <TableCell className="font-mono">{job.queue}</TableCell>
              <TableCell className="max-w-md break-words">{job.error ?? 'No error recorded'}</TableCell>
              <TableCell>{job.retryCount}</TableCell>
              <TableCell>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={retry.isPending}
                  onClick={() =>
                    retry.mutate(job.id, {
                      onSuccess: () => toast.success(`Job ${job.queue} queued again`),
                      onError: (error) => toast.error(error.message),
                    })
                  }
                >
                  <RotateCcw aria-hidden /> Retry
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
