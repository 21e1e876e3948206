import { z } from 'zod';
import { t } from '../i18n';

export const TASK_STATUSES = ['todo', 'in-progress', 'completed'] as const;
export const TaskStatus = z.enum(TASK_STATUSES);
export type TaskStatus = z.infer<typeof TaskStatus>;

export const TaskPriority = z.enum(['high', 'medium', 'low']);
export type TaskPriority = z.infer<typeof TaskPriority>;

/** Default estimate of a new task, in minutes (seeds). */
export const DEFAULT_ESTIMATE_MINUTES = 60;

export const Task = z.object({
  id: z.string().min(1),
  title: z.string().trim().min(1, 'Title is required'),
  description: z.string(),
  priority: TaskPriority,
  status: TaskStatus,
  /** Seconds spent, accumulated by the task timer. */
  timeSpent: z.number().int().min(0),
  /** Minutes. */
  estimatedTime: z.number().int().min(1),
  createdAt: z.string(),
});
export type Task = z.infer<typeof Task>;

const MAX_ESTIMATE_MINUTES = 24 * 60;

/** The task form's fields; the messages are read in the chosen language when a value is refused. */
export const TaskInput = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: () => t('taskForm.titleRequired') }),
  description: z.string().trim(),
  priority: TaskPriority,
  estimatedTime: z.coerce
    .number<string | number>()
    .int({ error: () => t('taskForm.estimateWhole') })
    .min(1, { error: () => t('taskForm.estimateMin') })
    .max(MAX_ESTIMATE_MINUTES, {
      error: () => t('taskForm.estimateMax', { max: MAX_ESTIMATE_MINUTES }),
    }),
});
export type TaskInput = z.infer<typeof TaskInput>;

/** The task whose timer is running, with the wall-clock time it started (survives a reload). */
export const ActiveTimer = z.object({ taskId: z.string(), startedAt: z.number() }).nullable();
export type ActiveTimer = z.infer<typeof ActiveTimer>;

export const NOTE_PRIORITIES = ['urgent', 'high', 'medium', 'low'] as const;
export const NotePriority = z.enum(NOTE_PRIORITIES);
export type NotePriority = z.infer<typeof NotePriority>;

export const NOTE_CATEGORIES = ['project', 'meeting', 'idea', 'todo', 'reminder'] as const;
export const NoteCategory = z.enum(NOTE_CATEGORIES);
export type NoteCategory = z.infer<typeof NoteCategory>;

export const NoteInput = z.object({
  title: z.string().trim().min(1, 'Title is required'),
  content: z.string().trim().min(1, 'Content is required'),
  priority: NotePriority,
  category: NoteCategory,
  tags: z.array(z.string().trim().min(1)),
});
export type NoteInput = z.infer<typeof NoteInput>;

export const StructuredNote = NoteInput.extend({
  id: z.string().min(1),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StructuredNote = z.infer<typeof StructuredNote>;

export const MediaItem = z.object({
  id: z.string().min(1),
  url: z.string().min(1),
  addedAt: z.string(),
});
export type MediaItem = z.infer<typeof MediaItem>;
