import { DndContext, KeyboardSensor, PointerSensor, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { ArrowRight, GripVertical, X } from 'lucide-react';
import { APPLICATION_STATUSES, APPLICATION_STATUS_LABELS, nextStage, type Applicant, type ApplicationStatus } from '@takeoff/shared/applications';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/class-names';
import { ConfirmButton } from '@/components/confirm-button';
import { formatDate } from '@/lib/format-date';

type Move = (application: Applicant, status: ApplicationStatus) => void;

function ApplicantCard({ application, onMove }: { application: Applicant; onMove: Move }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: application.id, data: application });
  const next = nextStage(application.status);
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={cn('rounded-lg border border-border bg-surface p-3 text-sm shadow-sm', isDragging && 'z-10 opacity-80 ring-2 ring-board')}
      aria-label={`Application from ${application.candidateName}`}
    >
      <div className="flex items-start gap-2">
        <button type="button" className="mt-0.5 cursor-grab touch-none text-muted-foreground" aria-label={`Drag ${application.candidateName}`} {...listeners} {...attributes}>
          <GripVertical className="size-4" />
        </button>
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{application.candidateName}</p>
          <p className="truncate text-xs text-muted-foreground">{application.candidateEmail}</p>
        </div>
      </div>
      {application.pitch ? (
        <p className="mt-2 text-xs">
          <span className="font-medium">{application.pitch.title}</span>
          <span className="block text-muted-foreground">
            Mood: {application.pitch.moodScore != null ? `${application.pitch.moodScore.toFixed(1)}/5` : 'N/A'} · Confidence:{' '}
            {application.pitch.confidenceScore != null ? `${application.pitch.confidenceScore.toFixed(1)}/5` : 'N/A'}
          </span>
        </p>
      ) : null}
      {application.coverMessage ? <p className="mt-2 line-clamp-3 text-xs italic">“{application.coverMessage}”</p> : null}
      <p className="mt-2 text-xs text-muted-foreground">Applied {formatDate(application.appliedAt)}</p>
      <div className="mt-2 flex flex-wrap gap-1">
        {next ? (
          <Button size="sm" variant="outline" onClick={() => onMove(application, next)} aria-label={`Move ${application.candidateName} to ${APPLICATION_STATUS_LABELS[next]}`}>
            {APPLICATION_STATUS_LABELS[next]} <ArrowRight />
          </Button>
        ) : null}
        {application.status !== 'rejected' && application.status !== 'hired' ? (
          <ConfirmButton
            variant="ghost"
            label={`Reject ${application.candidateName}`}
            title={`Reject ${application.candidateName}?`}
            description="The candidate is told their application was not successful. You can move them back later."
            confirmLabel="Reject"
            onConfirm={() => onMove(application, 'rejected')}
          >
            <X /> Reject
          </ConfirmButton>
        ) : null}
      </div>
    </li>
  );
}

function Column({ status, applications, onMove }: { status: ApplicationStatus; applications: Applicant[]; onMove: Move }) {
  const { setNodeRef, isOver } = useDroppable({ id: status });
  return (
    <section
      ref={setNodeRef}
      aria-label={`${APPLICATION_STATUS_LABELS[status]} column`}
      className={cn('flex min-h-32 min-w-0 flex-col rounded-xl border border-[#1d2b47] bg-[#08101f] p-2', isOver && 'ring-2 ring-board')}
    >
      <h3 className="mb-2 flex items-center justify-between px-1 font-mono text-xs font-bold uppercase tracking-widest text-board">
        {APPLICATION_STATUS_LABELS[status]} <span className="text-board-white/70">{applications.length}</span>
      </h3>
      <ul className="grid gap-2">
        {applications.map((a) => (
          <ApplicantCard key={a.id} application={a} onMove={onMove} />
        ))}
      </ul>
    </section>
  );
}

/** The hiring pipeline: one column per stage; move by buttons or by dragging a card to a column. */
export function PipelineBoard({ applications, onMove }: { applications: Applicant[]; onMove: Move }) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const application = active.data.current as Applicant | undefined;
    const to = over?.id as ApplicationStatus | undefined;
    if (application && to && to !== application.status) onMove(application, to);
  };
  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd}>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {APPLICATION_STATUSES.map((status) => (
          <Column key={status} status={status} applications={applications.filter((a) => a.status === status)} onMove={onMove} />
        ))}
      </div>
    </DndContext>
  );
}
