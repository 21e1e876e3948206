import { Pencil, Trash2, Video } from 'lucide-react';
import type { Job } from '@takeoff/shared/jobs';
import { jobCode } from '@takeoff/shared/job-constants';
import { FlightBoard, type FlightBoardColumn } from '@/components/flight-board/flight-board';
import { FlightStatusBadge } from '@/components/flight-board/flight-status';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/confirm-button';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useDeleteJob } from '../api/delete-job';
import { useT } from '../i18n';

/** The company's flight board: DESTINATION, FLIGHT, DEPARTURE, GATE, STATUS, ACTION. */
export function CompanyJobsBoard({ jobs, onEdit }: { jobs: Job[]; onEdit: (job: Job) => void }) {
  const { t } = useT();
  const remove = useDeleteJob();
  const columns: FlightBoardColumn<Job>[] = [
    {
      key: 'destination',
      header: t('board.columns.destination'),
      cell: (job) => (
        <span className="flex items-center gap-2 font-mono font-semibold text-board-white">
          {job.title}
          {job.videoUrl ? <Video aria-label={t('hasVideo')} className="size-4 text-board" /> : null}
        </span>
      ),
    },
    { key: 'flight', header: t('board.columns.flight'), cell: (job) => <span className="font-mono text-board">{jobCode(job.id)}</span> },
    { key: 'departure', header: t('board.columns.departure'), hideBelow: 'sm', cell: (job) => <span className="font-mono">{job.departureTime ?? t('tbd')}</span> },
    { key: 'gate', header: t('board.columns.gate'), hideBelow: 'md', cell: (job) => <span className="font-mono">{job.location}</span> },
    { key: 'status', header: t('board.columns.status'), cell: (job) => <FlightStatusBadge status={job.status} /> },
    {
      key: 'action',
      header: t('board.columns.action'),
      cell: (job) => (
        <span className="flex gap-1">
          <Button size="icon" variant="ghost" aria-label={t('board.edit', { title: job.title })} onClick={() => onEdit(job)}>
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
                onError: (error) => showDestructiveToast(t('error'), errorMessage(error, t('board.deleteFailed'))),
              })
            }
          >
            <Trash2 />
          </ConfirmButton>
        </span>
      ),
    },
  ];
  return <FlightBoard title={t('board.title')} caption={t('board.companyCaption')} columns={columns} rows={jobs} rowKey={(j) => j.id} emptyMessage={t('board.empty')} />;
}
