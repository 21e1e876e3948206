import type { ReactNode } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { ArrowRight, ChevronDown, GripVertical, PlayCircle, X } from 'lucide-react';
import { Link } from 'react-router';
import { APPLICATION_STATUSES, APPLICATION_STATUS_LABELS, nextStage, type Applicant, type ApplicationStatus } from '@takeoff/shared/applications';
import { ConfirmButton } from '@/components/confirm-button';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/class-names';
import { formatDate } from '@/lib/format-date';

export type Move = (application: Applicant, status: ApplicationStatus) => void;

const score = (value: number | null) => (value != null ? `${value.toFixed(1)}/5` : 'N/A');

/** Every other stage, so any card (a rejected one too) moves anywhere without dragging. */
function MoveToMenu({ application, onMove }: { application: Applicant; onMove: Move }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`Move ${application.candidateName} to…`}>
          Move to… <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>Move to</DropdownMenuLabel>
        {APPLICATION_STATUSES.filter((status) => status !== application.status).map((status) => (
          <DropdownMenuItem key={status} onSelect={() => onMove(application, status)}>
            {APPLICATION_STATUS_LABELS[status]}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** `actions`: what the page composes in from other features (the Scorecards button). Without `onMove` the card is read-only. */
export function ApplicantCard({ application, onMove, actions }: { application: Applicant; onMove?: Move | undefined; actions?: ReactNode }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: application.id, data: application, disabled: !onMove });
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
        {onMove ? (
          <button
            type="button"
            className="-m-1 mt-0 cursor-grab touch-none rounded p-1 text-muted-foreground focus-visible:outline-2 focus-visible:outline-board"
            aria-label={`Drag ${application.candidateName}`}
            {...listeners}
            {...attributes}
          >
            <GripVertical className="size-4" />
          </button>
        ) : null}
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{application.candidateName}</p>
          <p className="truncate text-xs text-muted-foreground">{application.candidateEmail}</p>
        </div>
      </div>
      {application.pitch ? (
        <p className="mt-2 text-xs">
          <Link
            to={`/company/candidates?pitch=${application.pitch.id}`}
            className="inline-flex items-center gap-1 font-medium text-board underline-offset-2 hover:underline"
            aria-label={`View ${application.candidateName}'s pitch: ${application.pitch.title}`}
          >
            <PlayCircle aria-hidden className="size-3.5 shrink-0" /> {application.pitch.title}
          </Link>
          <span className="block text-muted-foreground">
            Mood: {score(application.pitch.moodScore)} · Confidence: {score(application.pitch.confidenceScore)}
          </span>
        </p>
      ) : null}
      {application.coverMessage ? <p className="mt-2 line-clamp-3 text-xs italic">“{application.coverMessage}”</p> : null}
      <p className="mt-2 text-xs text-muted-foreground">
        Applied {formatDate(application.appliedAt)}
        {application.movedBy ? ` · moved by ${application.movedBy.name} ${formatDate(application.statusChangedAt)}` : ''}
      </p>
      <div className="mt-2 flex flex-wrap gap-1">
        {next && onMove ? (
          <Button size="sm" variant="outline" onClick={() => onMove(application, next)} aria-label={`Move ${application.candidateName} to ${APPLICATION_STATUS_LABELS[next]}`}>
            {APPLICATION_STATUS_LABELS[next]} <ArrowRight />
          </Button>
        ) : null}
        {onMove ? <MoveToMenu application={application} onMove={onMove} /> : null}
        {actions}
        {onMove && application.status !== 'rejected' && application.status !== 'hired' ? (
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
