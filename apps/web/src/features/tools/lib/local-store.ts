import type { z } from 'zod';

/** What a store needs from window.localStorage (injectable so tests run in node). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): KeyValueStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Access can throw (e.g. storage disabled by the browser's privacy settings).
    return undefined;
  }
}

export type LocalStore<T> = {
  key: string;
  read: () => T;
  write: (value: T) => void;
};

/**
 * One browser-only entity under a versioned key. What is read back is parsed with the schema:
 * missing, corrupt JSON or a wrong shape gives the fallback and never throws.
 */
export function createLocalStore<T>(options: {
  key: string;
  schema: z.ZodType<T>;
  fallback: () => T;
  storage?: () => KeyValueStorage | undefined;
}): LocalStore<T> {
  const getStorage = options.storage ?? browserStorage;
  return {
    key: options.key,
    read() {
      try {
        const raw = getStorage()?.getItem(options.key);
        if (raw == null) return options.fallback();
        const parsed = options.schema.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : options.fallback();
      } catch {
        return options.fallback();
      }
    },
    write(value) {
      try {
        getStorage()?.setItem(options.key, JSON.stringify(value));
      } catch {
        // Quota exceeded or storage disabled: the page keeps working with in-memory state.
      }
    },
  };
}
