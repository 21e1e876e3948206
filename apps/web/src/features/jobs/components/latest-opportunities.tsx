import { Link } from 'react-router';
import { MapPin } from 'lucide-react';
import { FlightStatusBadge } from '@/components/flight-board/flight-status';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { jobForReader } from '@takeoff/shared/job-translations';
import { currentLocale } from '@/lib/i18n';
import { useLatestJobs } from '../api/get-latest-jobs';
import { VerifiedMark } from '@/components/verified-mark';
import { useT } from '../i18n';

/** Overview's Latest Opportunities: the first 3 job posts. */
export function LatestOpportunities() {
  const { t } = useT();
  const latest = useLatestJobs();
  const jobs = (latest.data ?? []).map((job) => jobForReader(job, currentLocale()));
  return (
    // min-w-0: inside a grid the card must not grow to its truncated lines’ full width on phones.
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>{t('latest.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-3">
        {latest.isPending ? <p className="text-sm text-muted-foreground">{t('loading')}</p> : null}
        {!latest.isPending && jobs.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('board.empty')}</p>
        ) : null}
        {jobs.map((job) => (
          <div
            key={job.id}
            className="flex items-center justify-between gap-3 rounded-lg border border-border p-3"
          >
            <div className="min-w-0">
              <p className="truncate font-semibold">{job.title}</p>
              <p className="flex items-center gap-1 text-sm text-muted-foreground">
                {job.companyName}
                <VerifiedMark verified={job.companyVerified} name={job.companyName} /> ·{' '}
                <MapPin className="size-3" /> {job.location}
              </p>
            </div>
            <div className="flex shrink-0 items-center gap-2">
              <FlightStatusBadge status={job.status} className="hidden sm:inline-flex" />
              <Button asChild size="sm" variant="outline">
                <Link to="/candidate/jobs">{t('viewDetails')}</Link>
              </Button>
            </div>
          </div>
        ))}
        <Button asChild variant="link" className="justify-self-start px-0">
          <Link to="/candidate/jobs">{t('latest.viewAll')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
