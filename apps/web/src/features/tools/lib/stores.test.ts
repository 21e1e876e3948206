import { describe, expect, it } from 'vitest';
import { TOOL_KEYS, toolStores } from './stores';
import type { KeyValueStorage } from './local-store';
import { createTask } from './tasks';

function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('tool stores', () => {
  it('round-trips tasks through storage under a versioned key', () => {
    const storage = memoryStorage();
    const stores = toolStores(() => storage);
    const task = createTask({
      title: 'Write cover letter',
      description: '',
      priority: 'high',
      estimatedTime: 60,
    });
    stores.tasks.write([task]);
    expect(TOOL_KEYS.tasks).toMatch(/\.v1$/);
    expect(storage.data.has(TOOL_KEYS.tasks)).toBe(true);
    expect(stores.tasks.read()).toEqual([task]);
  });

  it('falls back to empty values on corrupt JSON, never throwing', () => {
    const storage = memoryStorage({
      [TOOL_KEYS.tasks]: '{not json',
      [TOOL_KEYS.notes]: '[{"broken":',
      [TOOL_KEYS.media]: 'undefined',
      [TOOL_KEYS.legacyNote]: '{',
      [TOOL_KEYS.activeTimer]: 'nope',
    });
    const stores = toolStores(() => storage);
    expect(stores.tasks.read()).toEqual([]);
    expect(stores.notes.read()).toEqual([]);
    expect(stores.media.read()).toEqual([]);
    expect(stores.legacyNote.read()).toBe('');
    expect(stores.activeTimer.read()).toBeNull();
  });

  it('falls back on valid JSON of the wrong shape', () => {
    const storage = memoryStorage({
      [TOOL_KEYS.tasks]: JSON.stringify([{ id: 'x', title: '', status: 'doing' }]),
      [TOOL_KEYS.notes]: JSON.stringify({ notes: [] }),
      [TOOL_KEYS.legacyNote]: JSON.stringify(42),
      [TOOL_KEYS.activeTimer]: JSON.stringify({ taskId: 1 }),
    });
    const stores = toolStores(() => storage);
    expect(stores.tasks.read()).toEqual([]);
    expect(stores.notes.read()).toEqual([]);
    expect(stores.legacyNote.read()).toBe('');
    expect(stores.activeTimer.read()).toBeNull();
  });

  it('survives storage that throws on access or write', () => {
    const throwing: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const stores = toolStores(() => throwing);
    expect(stores.tasks.read()).toEqual([]);
    expect(() => stores.tasks.write([])).not.toThrow();
    expect(toolStores(() => undefined).notes.read()).toEqual([]);
  });
});
