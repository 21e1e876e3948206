import type { ReactNode } from 'react';
import { Bookmark, BookmarkCheck, Briefcase, Clock, MapPin } from 'lucide-react';
import type { Job } from '@takeoff/shared/jobs';
import { DEFAULT_EXPERIENCE } from '@takeoff/shared/job-constants';
import { FlightStatusBadge } from '@/components/flight-board/flight-status';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useSavedJobs } from '../api/get-saved-jobs';
import { useToggleSavedJob } from '../api/save-job';
import { VerifiedMark } from '@/components/verified-mark';
import { jobForReader } from '@takeoff/shared/job-translations';
import { currentLocale } from '@/lib/i18n';
import { useT } from '../i18n';

/** A job's details with Save Job; the route adds Apply Now (another area) through `applyAction`. */
export function JobDetailDialog({
  job: stored,
  onOpenChange,
  applyAction,
}: {
  job: Job | null;
  onOpenChange: (open: boolean) => void;
  applyAction: (job: Job) => ReactNode;
}) {
  const { t } = useT();
  const job = stored && jobForReader(stored, currentLocale());
  const saved = useSavedJobs();
  const toggle = useToggleSavedJob();
  const isSaved = job ? (saved.data?.items.some((s) => s.job.id === job.id) ?? false) : false;
  return (
    <Dialog open={job !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        {job ? (
          <>
            <DialogHeader>
              <DialogTitle>{job.title}</DialogTitle>
              <DialogDescription>
                {job.companyName}
                <VerifiedMark verified={job.companyVerified} name={job.companyName} /> ·{' '}
                {t('detail.flight', { number: job.flightNumber })}
              </DialogDescription>
            </DialogHeader>
            <div className="grid gap-3 text-sm">
              <div className="flex flex-wrap items-center gap-3 text-muted-foreground">
                <FlightStatusBadge status={job.status} />
                <span className="flex items-center gap-1">
                  <MapPin className="size-4" /> {job.location}
                </span>
                <span className="flex items-center gap-1">
                  <Briefcase className="size-4" /> {t(`types.${job.type}`)}
                </span>
                <span className="flex items-center gap-1">
                  <Clock className="size-4" /> {job.departureTime ?? t('tbd')}
                </span>
              </div>
              <p>
                <span className="font-semibold">{t('detail.experience')}</span>{' '}
                {job.experience === DEFAULT_EXPERIENCE ? t('detail.notSpecified') : job.experience}
                {job.salary ? (
                  <>
                    {' · '}
                    <span className="font-semibold">{t('detail.salary')}</span> {job.salary}
                  </>
                ) : null}
              </p>
              <p className="whitespace-pre-line">{job.description}</p>
              <div className="flex flex-wrap gap-1.5">
                {job.skills.map((skill) => (
                  <Badge key={skill} variant="secondary">
                    {skill}
                  </Badge>
                ))}
              </div>
              {job.videoUrl ? (
                <video
                  src={job.videoUrl}
                  controls
                  preload="metadata"
                  className="w-full rounded-md"
                  aria-label={t('detail.video', { title: job.title })}
                />
              ) : null}
            </div>
            <DialogFooter>
              <Button
                variant="outline"
                disabled={toggle.isPending}
                onClick={() =>
                  toggle.mutate(
                    { jobId: job.id, saved: isSaved },
                    {
                      onSuccess: () =>
                        showSuccessToast(
                          isSaved ? t('detail.removedToast') : t('detail.savedToast'),
                        ),
                      onError: (error) =>
                        showDestructiveToast(
                          t('error'),
                          errorMessage(error, t('detail.saveFailed')),
                        ),
                    },
                  )
                }
              >
                {isSaved ? <BookmarkCheck /> : <Bookmark />}
                {isSaved ? t('detail.saved') : t('detail.save')}
              </Button>
              {applyAction(job)}
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
