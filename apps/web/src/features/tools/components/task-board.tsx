import { useState } from 'react';
import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { cn } from '@/lib/class-names';
import { useT } from '../i18n';
import { TASK_STATUSES, TaskStatus, type ActiveTimer, type Task } from '../lib/schemas';
import { moveTask } from '../lib/tasks';
import { TaskCard, type TaskCardActions } from './task-card';
import { columnTitle } from './task-columns';

type TaskBoardProps = TaskCardActions & {
  tasks: Task[];
  timer: ActiveTimer;
  runningSeconds: number;
  onReorder: (update: (tasks: Task[]) => Task[]) => void;
};

/** The column a drop target belongs to: a column id itself, or the column of the card under the pointer. */
function columnOf(id: string | number | undefined, tasks: Task[]): TaskStatus | undefined {
  const asStatus = TaskStatus.safeParse(id);
  if (asStatus.success) return asStatus.data;
  return tasks.find((task) => task.id === id)?.status;
}

function Column({
  status,
  count,
  children,
}: {
  status: TaskStatus;
  count: number;
  children: React.ReactNode;
}) {
  const { t } = useT();
  const { setNodeRef, isOver } = useDroppable({ id: status });
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={`column-${status}`}
      data-testid={`column-${status}`}
      className={cn(
        'flex min-h-40 flex-col rounded-xl border border-border bg-surface p-3',
        isOver && 'border-primary',
      )}
    >
      <h2
        id={`column-${status}`}
        className="mb-3 flex items-center justify-between font-mono text-sm font-bold uppercase tracking-widest text-board"
      >
        {columnTitle(status)}
        <span
          className="rounded bg-board-cell px-2 py-0.5 text-xs"
          aria-label={t('board.taskCount', { count })}
        >
          {count}
        </span>
      </h2>
      {children}
    </section>
  );
}

export function TaskBoard({ tasks, timer, runningSeconds, onReorder, ...actions }: TaskBoardProps) {
  const { t } = useT();
  const [announce, setAnnounce] = useState('');
  const titleOf = (id: string | number) =>
    tasks.find((task) => task.id === id)?.title ?? t('board.fallbackTitle');
  const placeOf = (id: string | number | undefined) => {
    const column = columnOf(id, tasks);
    return column ? columnTitle(column) : t('board.noColumn');
  };
  // Screen readers hear task titles and column names instead of the internal ids.
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('board.pickedUp', { title: titleOf(active.id) }),
    onDragOver: ({ active, over }) =>
      t('board.over', { title: titleOf(active.id), place: placeOf(over?.id) }),
    onDragEnd: ({ active, over }) =>
      t('board.dropped', { title: titleOf(active.id), place: placeOf(over?.id) }),
    onDragCancel: ({ active }) => t('board.cancelled', { title: titleOf(active.id) }),
  };
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // Moving across columns while dragging lets the card follow the pointer/keyboard into the new list.
  const onDragOver = ({ active, over }: DragOverEvent) => {
    const target = columnOf(over?.id, tasks);
    const source = columnOf(active.id, tasks);
    if (!target || target === source) return;
    onReorder((current) =>
      current.map((task) => (task.id === active.id ? moveTask(task, target) : task)),
    );
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const target = columnOf(over?.id, tasks);
    if (!over || !target) return;
    onReorder((current) => {
      const moved = current.map((task) => (task.id === active.id ? moveTask(task, target) : task));
      const from = moved.findIndex((task) => task.id === active.id);
      const to = moved.findIndex((task) => task.id === over.id);
      return to >= 0 && from !== to ? arrayMove(moved, from, to) : moved;
    });
    setAnnounce(t('board.moved', { title: titleOf(active.id), column: columnTitle(target) }));
  };

  return (
    <DndContext
      accessibility={{ announcements }}
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
    >
      <div className="grid gap-4 md:grid-cols-3">
        {TASK_STATUSES.map((status) => {
          const columnTasks = tasks.filter((task) => task.status === status);
          return (
            <Column key={status} status={status} count={columnTasks.length}>
              <SortableContext
                items={columnTasks.map((task) => task.id)}
                strategy={verticalListSortingStrategy}
              >
                <ul className="flex flex-1 flex-col gap-3">
                  {columnTasks.map((task) => (
                    <TaskCard
                      key={task.id}
                      task={task}
                      running={timer?.taskId === task.id}
                      runningSeconds={runningSeconds}
                      {...actions}
                    />
                  ))}
                  {columnTasks.length === 0 ? (
                    <li className="py-6 text-center text-sm text-muted-foreground">
                      {t('board.dropHere')}
                    </li>
                  ) : null}
                </ul>
              </SortableContext>
            </Column>
          );
        })}
      </div>
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
    </DndContext>
  );
}
