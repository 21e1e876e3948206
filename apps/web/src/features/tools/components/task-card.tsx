import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowRight, CheckCircle2, GripVertical, Pause, Play, Timer, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/class-names';
import { useT } from '../i18n';
import { formatLocalDuration } from '../lib/local-duration';
import { TASK_STATUSES, type Task, type TaskStatus } from '../lib/schemas';
import { canTime } from '../lib/tasks';
import { columnTitle } from './task-columns';

const PRIORITY_STYLE: Record<Task['priority'], string> = {
  high: 'border-status-closed/60 text-status-closed',
  medium: 'border-status-expiring/60 text-status-expiring',
  low: 'border-status-live/60 text-status-live',
};

export type TaskCardActions = {
  onMove: (id: string, status: TaskStatus) => void;
  onStart: (id: string) => void;
  onComplete: (id: string) => void;
  onToggleTimer: (id: string) => void;
  onDelete: (id: string) => void;
};

type TaskCardProps = TaskCardActions & { task: Task; running: boolean; runningSeconds: number };

export function TaskCard({
  task,
  running,
  runningSeconds,
  onMove,
  onStart,
  onComplete,
  onToggleTimer,
  onDelete,
}: TaskCardProps) {
  const { t } = useT();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: task.id });
  const spent = task.timeSpent + (running ? runningSeconds : 0);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        'rounded-lg border border-border bg-surface-raised p-3 shadow-sm',
        isDragging && 'opacity-60 ring-2 ring-primary',
      )}
      data-testid="task-card"
      data-dragging={isDragging ? 'true' : undefined}
      data-task-title={task.title}
    >
      <div className="flex items-start gap-2">
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="-ml-1 mt-0.5 cursor-grab touch-none rounded p-1 text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          aria-label={t('card.drag', { title: task.title })}
          {...attributes}
          {...listeners}
        >
          <GripVertical className="size-4" aria-hidden />
        </button>
        <div className="min-w-0 flex-1">
          <p className="break-words font-semibold">{task.title}</p>
          {task.description ? (
            <p className="mt-0.5 break-words text-sm text-muted-foreground">{task.description}</p>
          ) : null}
          <div className="mt-2 flex flex-wrap items-center gap-2 text-xs">
            <Badge variant="outline" className={PRIORITY_STYLE[task.priority]}>
              {t(`priorityBadge.${task.priority}`)}
            </Badge>
            <span
              className="font-mono text-muted-foreground"
              aria-label={t('card.timeSpentOfEstimate')}
            >
              <Timer className="mr-1 inline size-3.5" aria-hidden />
              {t('card.spentOfEstimate', {
                spent: formatLocalDuration(spent),
                minutes: task.estimatedTime,
              })}
            </span>
          </div>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          onClick={() => onDelete(task.id)}
          aria-label={t('card.delete', { title: task.title })}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {task.status === 'todo' ? (
          <Button size="sm" onClick={() => onStart(task.id)}>
            <Play aria-hidden /> {t('card.start')}
          </Button>
        ) : null}
        {task.status === 'in-progress' ? (
          <Button size="sm" onClick={() => onComplete(task.id)}>
            <CheckCircle2 aria-hidden /> {t('card.complete')}
          </Button>
        ) : null}
        {canTime(task) ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() => onToggleTimer(task.id)}
            aria-pressed={running}
          >
            {running ? <Pause aria-hidden /> : <Timer aria-hidden />}
            {running ? t('card.stopTimer') : t('card.timer')}
          </Button>
        ) : null}
      </div>
      {/* The moves are their own row: one button per column, each label kept whole (icon + one text node). */}
      <div
        className="mt-2 flex flex-wrap items-center gap-1"
        role="group"
        aria-label={t('card.moveGroup', { title: task.title })}
      >
        {TASK_STATUSES.filter((status) => status !== task.status).map((status) => (
          <Button
            key={status}
            size="sm"
            variant="ghost"
            className="h-7 px-2"
            onClick={() => onMove(task.id, status)}
            aria-label={t('card.moveTo', { title: task.title, column: columnTitle(status) })}
          >
            <ArrowRight aria-hidden />
            <span>{columnTitle(status)}</span>
          </Button>
        ))}
      </div>
    </li>
  );
}
