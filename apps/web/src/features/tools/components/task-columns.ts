import { t } from '../i18n';
import type { TaskStatus } from '../lib/schemas';

/** A column's title in the chosen language (call it while rendering a component that uses `useT`). */
export const columnTitle = (status: TaskStatus) => t(`columns.${status}`);
