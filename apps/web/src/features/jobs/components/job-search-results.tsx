import { BookmarkCheck, CircleCheck, MapPin, Video } from 'lucide-react';
import type { Job } from '@takeoff/shared/jobs';
import { FlightBoard, type FlightBoardColumn } from '@/components/flight-board/flight-board';
import { FlightStatusBadge } from '@/components/flight-board/flight-status';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { VerifiedMark } from '@/components/verified-mark';
import { jobForReader } from '@takeoff/shared/job-translations';
import { currentLocale } from '@/lib/i18n';
import type { JobMarker } from '../lib/job-markers';
import { useT } from '../i18n';

/** "Applied" / "Saved" chips: what the candidate already did with this flight. */
function JobMarkers({ markers }: { markers: JobMarker[] }) {
  if (markers.length === 0) return null;
  return (
    <span className="inline-flex flex-wrap gap-1" data-testid="job-markers">
      {markers.map((marker) => (
        <Badge key={marker.key} variant={marker.key === 'applied' ? 'live' : 'boarding'}>
          {marker.key === 'applied' ? (
            <CircleCheck aria-hidden className="size-3" />
          ) : (
            <BookmarkCheck aria-hidden className="size-3" />
          )}
          {marker.label}
        </Badge>
      ))}
    </span>
  );
}

type JobSearchResultsProps = {
  jobs: Job[];
  onOpen: (job: Job) => void;
  emptyMessage: string;
  /** The markers of one job (none by default). */
  markersOf?: (job: Job) => JobMarker[];
};

const noMarkers = (): JobMarker[] => [];

/** Desktop: a flight board table. Mobile: one card per job. */
export function JobSearchResults({
  jobs: stored,
  onOpen,
  emptyMessage,
  markersOf = noMarkers,
}: JobSearchResultsProps) {
  const { t } = useT();
  // The company's own words in the reader's language where it wrote them (useT re-renders on a change of language).
  const jobs = stored.map((job) => jobForReader(job, currentLocale()));
  const columns: FlightBoardColumn<Job>[] = [
    {
      key: 'destination',
      header: t('board.columns.destination'),
      cell: (job) => (
        <span className="flex flex-wrap items-center gap-2 font-mono font-semibold text-board-white">
          {job.title}
          {job.videoUrl ? <Video aria-label={t('hasVideo')} className="size-4 text-board" /> : null}
          <JobMarkers markers={markersOf(job)} />
        </span>
      ),
    },
    {
      key: 'company',
      header: t('board.columns.airline'),
      cell: (job) => (
        <>
          {job.companyName}
          <VerifiedMark verified={job.companyVerified} name={job.companyName} />
        </>
      ),
    },
    {
      key: 'flight',
      header: t('board.columns.flight'),
      cell: (job) => (
        <span className="whitespace-nowrap font-mono text-board">{job.flightNumber}</span>
      ),
    },
    {
      key: 'gate',
      header: t('board.columns.gate'),
      cell: (job) => <span className="font-mono">{job.location}</span>,
    },
    {
      key: 'status',
      header: t('board.columns.status'),
      cell: (job) => <FlightStatusBadge status={job.status} />,
    },
    {
      key: 'action',
      header: t('board.columns.action'),
      cell: (job) => (
        <Button
          size="sm"
          variant="outline"
          onClick={() => onOpen(job)}
          aria-label={t('viewDetailsOf', { title: job.title })}
        >
          {t('viewDetails')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <div className="hidden md:block" data-testid="job-table">
        <FlightBoard
          title={t('board.title')}
          caption={t('board.candidateCaption')}
          columns={columns}
          rows={jobs}
          rowKey={(j) => j.id}
          emptyMessage={emptyMessage}
        />
      </div>
      <ul className="grid grid-cols-[minmax(0,1fr)] gap-3 md:hidden" data-testid="job-cards">
        {jobs.length === 0 ? (
          <li className="py-8 text-center font-mono text-sm text-muted-foreground">
            {emptyMessage}
          </li>
        ) : null}
        {jobs.map((job) => (
          <li
            key={job.id}
            className="min-w-0 rounded-xl border-2 border-[#1d2b47] bg-[#08101f] p-4"
            data-testid="job-card"
          >
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="truncate font-mono font-semibold text-board-white">{job.title}</p>
                <p className="text-sm text-muted-foreground">
                  {job.companyName}
                  <VerifiedMark verified={job.companyVerified} name={job.companyName} />
                </p>
              </div>
              <FlightStatusBadge status={job.status} />
            </div>
            {markersOf(job).length > 0 ? (
              <div className="mt-2">
                <JobMarkers markers={markersOf(job)} />
              </div>
            ) : null}
            <p className="mt-2 flex items-center gap-1 text-sm text-muted-foreground">
              <MapPin className="size-4" /> {job.location} ·{' '}
              <span className="whitespace-nowrap font-mono text-board">{job.flightNumber}</span>
            </p>
            <Button
              size="sm"
              className="mt-3 w-full"
              variant="outline"
              onClick={() => onOpen(job)}
              aria-label={t('viewDetailsOf', { title: job.title })}
            >
              {t('viewDetails')}
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}
