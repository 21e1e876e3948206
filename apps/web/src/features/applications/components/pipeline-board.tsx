import { useMemo, type ReactNode } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  APPLICATION_STATUSES,
  type Applicant,
  type ApplicationStatus,
} from '@takeoff/shared/applications';
import { cn } from '@/lib/class-names';
import {
  columnKeyboardCoordinates,
  createPipelineAnnouncements,
  pipelineCollisions,
  pipelineInstructions,
} from '../lib/pipeline-keyboard';
import { ApplicantCard, type Move, type PitchHref } from './applicant-card';
import { useT } from '../i18n';

export type RenderCardActions = (application: Applicant) => ReactNode;

function Column({
  status,
  applications,
  onMove,
  renderCardActions,
  renderReject,
  pitchHref,
}: {
  status: ApplicationStatus;
  applications: Applicant[];
  onMove: Move | undefined;
  renderCardActions?: RenderCardActions | undefined;
  renderReject?: RenderCardActions | undefined;
  pitchHref?: PitchHref | undefined;
}) {
  const { t } = useT();
  const { setNodeRef, isOver } = useDroppable({ id: status });
  return (
    <section
      ref={setNodeRef}
      aria-label={t('pipeline.column', { stage: t(`statuses.${status}`) })}
      className={cn(
        'flex min-h-32 min-w-0 flex-col rounded-xl border border-[#1d2b47] bg-[#08101f] p-2',
        isOver && 'ring-2 ring-board',
      )}
    >
      <h3 className="mb-2 flex items-center justify-between px-1 font-mono text-xs font-bold uppercase tracking-widest text-board">
        {t(`statuses.${status}`)} <span className="text-board-white/70">{applications.length}</span>
      </h3>
      <ul className="grid grid-cols-1 gap-2">
        {applications.map((a) => (
          <ApplicantCard
            key={a.id}
            application={a}
            onMove={onMove}
            actions={renderCardActions?.(a)}
            reject={renderReject?.(a)}
            pitchHref={pitchHref}
          />
        ))}
      </ul>
    </section>
  );
}

/**
 * The hiring pipeline: one column per stage. A card moves by its buttons, its "Move to…" menu, or by
 * dragging — with the pointer, or with the keyboard one column per arrow press.
 */
/** Without `onMove` the board is read-only (a member whose role may not move applications). */
export function PipelineBoard({
  applications,
  onMove,
  renderCardActions,
  renderReject,
  pitchHref,
}: {
  applications: Applicant[];
  onMove?: Move;
  renderCardActions?: RenderCardActions | undefined;
  /** Replaces the card's own reject confirmation (the response promise's dialog with the closing text). */
  renderReject?: RenderCardActions | undefined;
  pitchHref?: PitchHref | undefined;
}) {
  const { i18n } = useT();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );
  const announcements = useMemo(() => createPipelineAnnouncements(), []);
  // The instructions are read in the chosen language (the announcements are worded when they are said).
  const language = i18n.language;
  const instructions = useMemo(() => pipelineInstructions(language), [language]);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const application = active.data.current as Applicant | undefined;
    const to = over?.id as ApplicationStatus | undefined;
    if (onMove && application && to && to !== application.status) onMove(application, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pipelineCollisions}
      accessibility={{ announcements, screenReaderInstructions: instructions }}
      onDragEnd={onDragEnd}
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {APPLICATION_STATUSES.map((status) => (
          <Column
            key={status}
            status={status}
            applications={applications.filter((a) => a.status === status)}
            onMove={onMove}
            renderCardActions={renderCardActions}
            renderReject={renderReject}
            pitchHref={pitchHref}
          />
        ))}
      </div>
    </DndContext>
  );
}
