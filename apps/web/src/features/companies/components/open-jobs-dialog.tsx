import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/class-names';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { headlineForReader } from '@takeoff/shared/job-translations';
import { currentLocale } from '@/lib/i18n';
import { useOpenJobs } from '../api/get-open-jobs';
import { useT } from '../i18n';
import { jobStatusText, jobTypeText } from '../lib/texts';

const statusVariant = (status: string) =>
  status === 'live' || status === 'boarding' || status === 'expiring' ? status : 'secondary';

type OpenJobsDialogProps = {
  companyId: number;
  companyName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens a job's details (the jobs area's dialog, wired in the route); without it the list is read-only. */
  onOpenJob?: (jobId: number) => void;
};

/** Explore Opportunities: the company's jobs that are not closed, each opening its details. */
export function OpenJobsDialog({
  companyId,
  companyName,
  open,
  onOpenChange,
  onOpenJob,
}: OpenJobsDialogProps) {
  const jobs = useOpenJobs(companyId, open);
  const { t } = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('jobs.title', { company: companyName })}</DialogTitle>
          <DialogDescription>
            {onOpenJob ? t('jobs.descriptionOpen') : t('jobs.descriptionReadOnly')}
          </DialogDescription>
        </DialogHeader>
        {jobs.isPending ? (
          <p className="text-sm text-muted-foreground">{t('jobs.loading')}</p>
        ) : jobs.isError ? (
          <p className="text-sm text-status-closed">{t('jobs.loadFailed')}</p>
        ) : jobs.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('texts.noOpenJobs')}</p>
        ) : (
          <ul
            className="grid max-h-[60vh] gap-2 overflow-y-auto"
            aria-label={t('jobs.listLabel', { company: companyName })}
          >
            {jobs.data
              .map((job) => ({ ...job, ...headlineForReader(job, currentLocale()) }))
              .map((job) => (
                <li
                  key={job.id}
                  className={cn(
                    'relative flex items-center justify-between gap-3 rounded-lg border border-border bg-board-cell p-3',
                    onOpenJob &&
                      'focus-within:border-ring hover:border-board hover:bg-surface-raised',
                  )}
                >
                  <div className="min-w-0">
                    {onOpenJob ? (
                      // The whole row is the button's target (the ::after overlay), its name the job title.
                      <button
                        type="button"
                        onClick={() => onOpenJob(job.id)}
                        aria-label={t('jobs.viewDetails', { title: job.title })}
                        className="block max-w-full truncate text-left font-semibold after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none"
                      >
                        {job.title}
                      </button>
                    ) : (
                      <p className="truncate font-semibold">{job.title}</p>
                    )}
                    <p className="font-mono text-xs text-muted-foreground">
                      {job.flightNumber} · {job.location} · {jobTypeText(job.type)}
                      {job.salary ? ` · ${job.salary}` : ''}
                    </p>
                  </div>
                  <Badge variant={statusVariant(job.status)} className="uppercase">
                    {jobStatusText(job.status)}
                  </Badge>
                </li>
              ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
