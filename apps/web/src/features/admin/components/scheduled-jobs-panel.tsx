import { Play } from 'lucide-react';
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
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useT } from '../i18n';
import { useRunScheduledJob, useScheduledJobs } from '../api/scheduled-jobs';

/** The server's scheduled jobs, each with a "Run now" (after an outage, or to see a fix without waiting). */
export function ScheduledJobsPanel() {
  const { t } = useT();
  const jobs = useScheduledJobs();
  const run = useRunScheduledJob();
  return (
    <section aria-labelledby="scheduled-jobs-title" className="grid gap-2">
      <h2 id="scheduled-jobs-title" className="text-lg font-semibold">
        {t('scheduledJobs.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('scheduledJobs.description')}</p>
      {jobs.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : jobs.isError ? (
        <p role="alert">{t('scheduledJobs.loadFailed')}</p>
      ) : (
        <div className="overflow-x-auto">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t('scheduledJobs.job')}</TableHead>
                <TableHead>{t('scheduledJobs.schedule')}</TableHead>
                <TableHead>
                  <span className="sr-only">{t('backgroundJobs.actions')}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {jobs.data.items.map((job) => (
                <TableRow key={job.name}>
                  <TableCell className="font-mono">{job.name}</TableCell>
                  <TableCell className="whitespace-nowrap font-mono">
                    {t('scheduledJobs.pattern', { pattern: job.pattern, timezone: job.timezone })}
                  </TableCell>
                  <TableCell>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={run.isPending}
                      aria-label={t('scheduledJobs.runLabel', { name: job.name })}
                      onClick={() =>
                        run.mutate(job.name, {
                          onSuccess: () =>
                            showSuccessToast(t('scheduledJobs.queued', { name: job.name })),
                          onError: (error) =>
                            showDestructiveToast(
                              errorMessage(error, t('scheduledJobs.runFailed', { name: job.name })),
                            ),
                        })
                      }
                    >
                      <Play aria-hidden /> {t('scheduledJobs.run')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </section>
  );
}
