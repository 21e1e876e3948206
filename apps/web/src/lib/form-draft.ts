import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import type { User } from '@takeoff/shared/auth';
import { sessionQueryKey } from './query-client';

const PREFIX = 'takeoff:draft:';

// Per tab, not per browser: drafts hold what a member wrote about candidates, which must not outlive the tab on a
// shared computer.
const storage = (): Storage | undefined =>
  typeof window === 'undefined' ? undefined : window.sessionStorage;

/** A form's draft in this tab, per person and form, so an accidental close or reload loses nothing. */
export function readDraft<T>(key: string): Partial<T> | null {
  try {
    const raw = storage()?.getItem(PREFIX + key);
    return raw ? (JSON.parse(raw) as Partial<T>) : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, value: unknown) {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // A full or disabled storage keeps no draft; the form still works.
  }
}

export function clearDraft(key: string | null) {
  if (key) storage()?.removeItem(PREFIX + key);
}

/** Signing out leaves no draft behind in the tab. */
export function clearAllDrafts() {
  const kept = storage();
  if (!kept) return;
  for (const key of Object.keys(kept)) if (key.startsWith(PREFIX)) kept.removeItem(key);
}

/** `form:<user id>`: whose draft it is, so another person signing in on this tab never sees it. Null signed out. */
export function useDraftKey(form: string | null): string | null {
  const userId = useQueryClient().getQueryData<User | null>(sessionQueryKey)?.id;
  return form !== null && userId !== undefined ? `${form}:${userId}` : null;
}

/**
 * A form's state kept as a draft under `key` while it differs from `initial`: it starts from the draft when there is
 * one (and then counts as changed; `restore` fits a draft to what the form is now). Returns the value, its setter
 * and whether it differs from `initial`.
 */
export function useDraftState<T extends object>(
  key: string | null,
  initial: T,
  restore: (draft: Partial<T>, initial: T) => T = (draft, fresh) => ({ ...fresh, ...draft }),
): [T, Dispatch<SetStateAction<T>>, boolean] {
  const [value, setValue] = useState<T>(() => {
    const draft = key ? readDraft<T>(key) : null;
    return draft === null ? initial : restore(draft, initial);
  });
  const dirty = JSON.stringify(value) !== JSON.stringify(initial);
  useEffect(() => {
    if (!key) return;
    if (dirty) writeDraft(key, value);
    else clearDraft(key);
  }, [key, value, dirty]);
  return [value, setValue, dirty];
}

/**
 * Restores the draft of `key` when the form opens (as edits: the form counts as changed) and saves `fields` on
 * every change while it is open. `key` null: no draft.
 */
export function useFormDraft<T extends FieldValues>(
  form: UseFormReturn<T>,
  key: string | null,
  open: boolean,
  fields: readonly Path<T>[],
) {
  // The list by value: a form passes a new array each render, and the subscription must not follow that.
  const fieldList = fields.join('\n');
  useEffect(() => {
    if (!open || !key) return;
    const fields = fieldList.split('\n') as Path<T>[];
    const draft = readDraft<T>(key);
    if (draft)
      for (const field of fields) {
        const value = (draft as Record<string, unknown>)[field];
        if (value !== undefined)
          form.setValue(field, value as PathValue<T, Path<T>>, { shouldDirty: true });
      }
    const subscription = form.watch((values) => {
      writeDraft(
        key,
        Object.fromEntries(
          fields.map((field) => [field, (values as Record<string, unknown>)[field]]),
        ),
      );
    });
    return () => subscription.unsubscribe();
  }, [form, key, open, fieldList]);
}
