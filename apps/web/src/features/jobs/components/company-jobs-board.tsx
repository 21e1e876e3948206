import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Copy, ExternalLink, Pencil, Trash2, Video } from 'lucide-react';
import type { Job } from '@takeoff/shared/jobs';
import { FlightBoard, type FlightBoardColumn } from '@/components/flight-board/flight-board';
import { FlightStatusBadge } from '@/components/flight-board/flight-status';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/confirm-button';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useDeleteJob } from '../api/delete-job';
import { useT } from '../i18n';

/** A flight's public page: the one flight number candidates, feeds and the sitemap use too. */
const flightPath = (job: Job) => `/flights/${encodeURIComponent(job.flightNumber)}`;

/** The company's flight board: DESTINATION, FLIGHT, DEPARTURE, GATE, STATUS, ACTION; a row's title opens its flight. */
export function CompanyJobsBoard({
  jobs,
  onEdit,
  rowActions,
}: {
  jobs: Job[];
  onEdit: (job: Job) => void;
  rowActions?: ((job: Job) => ReactNode) | undefined;
}) {
  const { t } = useT();
  const remove = useDeleteJob();
  const copyLink = (job: Job) =>
    navigator.clipboard.writeText(`${window.location.origin}${flightPath(job)}`).then(
      () => showSuccessToast(t('board.linkCopied')),
      () => showDestructiveToast(t('board.copyFailed'), t('board.copyFailedBody')),
    );
  const columns: FlightBoardColumn<Job>[] = [
    {
      key: 'destination',
      header: t('board.columns.destination'),
      cell: (job) => (
        <span className="flex items-center gap-2 font-mono font-semibold text-board-white">
          <Link to={flightPath(job)} className="hover:underline">
            {job.title}
          </Link>
          {job.videoUrl ? <Video aria-label={t('hasVideo')} className="size-4 text-board" /> : null}
        </span>
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
      key: 'departure',
      header: t('board.columns.departure'),
      hideBelow: 'sm',
      cell: (job) => <span className="font-mono">{job.departureTime ?? t('tbd')}</span>,
    },
    {
      key: 'gate',
      header: t('board.columns.gate'),
      hideBelow: 'md',
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
        // Four or five actions: rows of two on a phone, so none is pushed off the board.
        <span className="grid grid-cols-2 gap-1 sm:flex">
          <Button asChild size="icon" variant="ghost">
            <Link
              to={flightPath(job)}
              target="_blank"
              rel="noopener"
              aria-label={t('board.viewPublic', { title: job.title })}
              title={t('board.viewPublicShort')}
            >
              <ExternalLink />
            </Link>
          </Button>
          <Button
            size="icon"
            variant="ghost"
            aria-label={t('board.copyLink', { title: job.title })}
            title={t('board.copyLinkShort')}
            onClick={() => void copyLink(job)}
          >
            <Copy />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            aria-label={t('board.edit', { title: job.title })}
            onClick={() => onEdit(job)}
          >
            <Pencil />
          </Button>
          <ConfirmButton
            size="icon"
            variant="ghost"
            label={t('board.delete', { title: job.title })}
            title={t('board.deleteTitle')}
            description={t('board.deleteConfirm', { title: job.title })}
            onConfirm={() =>
              remove.mutate(job.id, {
                onSuccess: () => showSuccessToast(t('board.deleted')),
                onError: (error) =>
                  showDestructiveToast(t('error'), errorMessage(error, t('board.deleteFailed'))),
              })
            }
          >
            <Trash2 />
          </ConfirmButton>
          {rowActions?.(job)}
        </span>
      ),
    },
  ];
  return (
    <FlightBoard
      title={t('board.title')}
      caption={t('board.companyCaption')}
      columns={columns}
      rows={jobs}
      rowKey={(j) => j.id}
      emptyMessage={t('board.empty')}
    />
  );
}
