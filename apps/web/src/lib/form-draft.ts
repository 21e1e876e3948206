import { useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

const PREFIX = 'takeoff:draft:';

/** A form's draft in this browser, per person and form, so an accidental close or reload loses nothing. */
export function readDraft<T>(key: string): Partial<T> | null {
  try {
    const raw = localStorage.getItem(PREFIX + key);
    return raw ? (JSON.parse(raw) as Partial<T>) : null;
  } catch {
    return null;
  }
}

export function clearDraft(key: string | null) {
  if (key) localStorage.removeItem(PREFIX + key);
}

/**
 * Restores the draft of `key` when the form opens (as edits: the form counts as changed) and saves `fields` on
 * every change while it is open. `key` null: no draft (e.g. editing something already saved).
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
      const kept = Object.fromEntries(
        fields.map((field) => [field, (values as Record<string, unknown>)[field]]),
      );
      try {
        localStorage.setItem(PREFIX + key, JSON.stringify(kept));
      } catch {
        // A full or disabled storage keeps no draft; the form still works.
      }
    });
    return () => subscription.unsubscribe();
  }, [form, key, open, fieldList]);
}
