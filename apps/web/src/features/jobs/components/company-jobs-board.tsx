import { Pencil, Trash2, Video } from 'lucide-react';
import { JOB_MESSAGES, jobCode, type Job } from '@takeoff/shared/jobs';
import { FlightBoard, type FlightBoardColumn } from '@/components/flight-board/flight-board';
import { FlightStatusBadge } from '@/components/flight-board/flight-status';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/confirm-button';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useDeleteJob } from '../api/delete-job';

/** The company's flight board: DESTINATION, FLIGHT, DEPARTURE, GATE, STATUS, ACTION. */
export function CompanyJobsBoard({ jobs, onEdit }: { jobs: Job[]; onEdit: (job: Job) => void }) {
  const remove = useDeleteJob();
  const columns: FlightBoardColumn<Job>[] = [
    {
      key: 'destination',
      header: 'Destination',
      cell: (job) => (
        <span className="flex items-center gap-2 font-mono font-semibold text-board-white">
          {job.title}
          {job.videoUrl ? <Video aria-label="Has video" className="size-4 text-board" /> : null}
        </span>
      ),
    },
    { key: 'flight', header: 'Flight', cell: (job) => <span className="font-mono text-board">{jobCode(job.id)}</span> },
    { key: 'departure', header: 'Departure', hideBelow: 'sm', cell: (job) => <span className="font-mono">{job.departureTime ?? 'TBD'}</span> },
    { key: 'gate', header: 'Gate', hideBelow: 'md', cell: (job) => <span className="font-mono">{job.location}</span> },
    { key: 'status', header: 'Status', cell: (job) => <FlightStatusBadge status={job.status} /> },
    {
      key: 'action',
      header: 'Action',
      cell: (job) => (
        <span className="flex gap-1">
          <Button size="icon" variant="ghost" aria-label={`Edit ${job.title}`} onClick={() => onEdit(job)}>
            <Pencil />
          </Button>
          <ConfirmButton
            size="icon"
            variant="ghost"
            label={`Delete ${job.title}`}
            title="Delete job?"
            description={JOB_MESSAGES.deleteConfirm(job.title)}
            onConfirm={() =>
              remove.mutate(job.id, {
                onSuccess: () => showSuccessToast('Job deleted'),
                onError: (error) => showDestructiveToast('Error', errorMessage(error, JOB_MESSAGES.deleteFailed)),
              })
            }
          >
            <Trash2 />
          </ConfirmButton>
        </span>
      ),
    },
  ];
  return <FlightBoard title="Departures" caption="Your job listings" columns={columns} rows={jobs} rowKey={(j) => j.id} emptyMessage={JOB_MESSAGES.empty} />;
}
