import {
  DEFAULT_ESTIMATE_MINUTES,
  type ActiveTimer,
  type Task,
  type TaskInput,
  type TaskStatus,
} from './schemas';

export function createTask(
  input: TaskInput,
  now = new Date(),
  id: string = crypto.randomUUID(),
): Task {
  return {
    id,
    title: input.title.trim(),
    description: input.description.trim(),
    priority: input.priority,
    status: 'todo',
    timeSpent: 0,
    estimatedTime: input.estimatedTime || DEFAULT_ESTIMATE_MINUTES,
    createdAt: now.toISOString(),
  };
}

/** Drag or "Move to …": any column. */
export function moveTask(task: Task, status: TaskStatus): Task {
  return task.status === status ? task : { ...task, status };
}

/** Start: todo → in-progress (other states unchanged). */
export function startTask(task: Task): Task {
  return task.status === 'todo' ? { ...task, status: 'in-progress' } : task;
}

export function completeTask(task: Task): Task {
  return moveTask(task, 'completed');
}

/** Completed tasks have no Timer button. */
export function canTime(task: Task): boolean {
  return task.status !== 'completed';
}

/** Adds the running timer's whole seconds to its task. */
export function stopTimer(tasks: Task[], timer: ActiveTimer, now: number): Task[] {
  if (!timer) return tasks;
  const seconds = Math.max(0, Math.floor((now - timer.startedAt) / 1000));
  return tasks.map((task) =>
    task.id === timer.taskId ? { ...task, timeSpent: task.timeSpent + seconds } : task,
  );
}

/**
 * Starting a task's timer stops any other running timer (crediting its time) and moves a todo task
 * to in-progress.
 */
export function startTimer(
  tasks: Task[],
  timer: ActiveTimer,
  taskId: string,
  now: number,
): { tasks: Task[]; timer: ActiveTimer } {
  const target = tasks.find((task) => task.id === taskId);
  if (!target || !canTime(target)) return { tasks, timer };
  const credited = stopTimer(tasks, timer, now);
  return {
    tasks: credited.map((task) => (task.id === taskId ? startTask(task) : task)),
    timer: { taskId, startedAt: now },
  };
}

/** How a duration's parts are written (the padded parts come as two-digit strings); English by default. */
export type DurationFormat = {
  hours: (hours: number, minutes: string) => string;
  minutes: (minutes: number, seconds: string) => string;
  seconds: (seconds: number) => string;
};

const ENGLISH_DURATION: DurationFormat = {
  hours: (h, m) => `${h}h ${m}m`,
  minutes: (m, sec) => `${m}m ${sec}s`,
  seconds: (sec) => `${sec}s`,
};

/** "1h 05m", "12m 30s", "45s" (or the same parts in the given language). */
export function formatDuration(
  totalSeconds: number,
  format: DurationFormat = ENGLISH_DURATION,
): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  if (h > 0) return format.hours(h, String(m).padStart(2, '0'));
  if (m > 0) return format.minutes(m, String(sec).padStart(2, '0'));
  return format.seconds(sec);
}
