import type { TaskStatus } from '../lib/schemas';

export const COLUMN_TITLES: Record<TaskStatus, string> = { todo: 'To Do', 'in-progress': 'In Progress', completed: 'Completed' };
