import { z } from 'zod';
import { createLocalStore, type KeyValueStorage } from './local-store';
import { ActiveTimer, MediaItem, StructuredNote, Task } from './schemas';

type StorageGetter = () => KeyValueStorage | undefined;

/** Keys carry a version: a future shape change gets a new key instead of misreading old data. */
export const TOOL_KEYS = {
  tasks: 'takeoff.tools.tasks.v1',
  activeTimer: 'takeoff.tools.active-timer.v1',
  notes: 'takeoff.tools.notes.v1',
  legacyNote: 'takeoff.tools.legacy-note.v1',
  media: 'takeoff.tools.media.v1',
} as const;

export function toolStores(storage?: StorageGetter) {
  return {
    tasks: createLocalStore({
      key: TOOL_KEYS.tasks,
      schema: z.array(Task),
      fallback: () => [],
      storage,
    }),
    activeTimer: createLocalStore({
      key: TOOL_KEYS.activeTimer,
      schema: ActiveTimer,
      fallback: () => null,
      storage,
    }),
    notes: createLocalStore({
      key: TOOL_KEYS.notes,
      schema: z.array(StructuredNote),
      fallback: () => [],
      storage,
    }),
    legacyNote: createLocalStore({
      key: TOOL_KEYS.legacyNote,
      schema: z.string(),
      fallback: () => '',
      storage,
    }),
    media: createLocalStore({
      key: TOOL_KEYS.media,
      schema: z.array(MediaItem),
      fallback: () => [],
      storage,
    }),
  };
}

export const stores = toolStores();
