import type { ReactNode } from 'react';
import { Heart } from 'lucide-react';
import type { Job } from '@takeoff/shared/jobs';
import { Button } from '@/components/ui/button';
import { ListCard } from '@/components/list-card';
import { showDestructiveToast } from '@/components/ui/toaster';
import { VerifiedMark } from '@/components/verified-mark';
import { formatDate } from '@/lib/format-date';
import { jobForReader } from '@takeoff/shared/job-translations';
import { currentLocale } from '@/lib/i18n';
import { useSavedJobs } from '../api/get-saved-jobs';
import { useToggleSavedJob } from '../api/save-job';
import { useT } from '../i18n';

/** The candidate's saved flights, with Apply (composed in by the route: another area) and Remove. */
export function SavedJobsList({ applyAction }: { applyAction: (job: Job) => ReactNode }) {
  const { t } = useT();
  const saved = useSavedJobs();
  const toggle = useToggleSavedJob();
  // Each job in the reader's language where its company wrote one.
  const items = (saved.data?.items ?? []).map(({ job, savedAt }) => ({
    job: jobForReader(job, currentLocale()),
    savedAt,
  }));
  return (
    <ListCard
      id="saved-jobs-title"
      title={t('savedList.title')}
      icon={Heart}
      isPending={saved.isPending}
      isError={saved.isError}
      isEmpty={items.length === 0}
      errorText={t('savedList.loadFailed')}
      emptyText={t('savedList.empty')}
    >
      {items.map(({ job, savedAt }) => (
        <li
          key={job.id}
          className="flex min-w-0 flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-3"
          data-testid="saved-job"
        >
          <div className="min-w-0 flex-1 basis-56">
            <p className="truncate font-medium">{job.title}</p>
            <p className="text-sm text-muted-foreground">
              {job.companyName}
              <VerifiedMark verified={job.companyVerified} name={job.companyName} /> ·{' '}
              {job.location} · {t('savedList.savedOn', { date: formatDate(savedAt) })}
            </p>
          </div>
          <div className="flex items-center gap-2">
            {applyAction(job)}
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('savedList.removeLabel', { title: job.title })}
              disabled={toggle.isPending}
              onClick={() =>
                toggle.mutate(
                  { jobId: job.id, saved: true },
                  { onError: () => showDestructiveToast(t('error'), t('savedList.retry')) },
                )
              }
            >
              {t('savedList.remove')}
            </Button>
          </div>
        </li>
      ))}
    </ListCard>
  );
}
