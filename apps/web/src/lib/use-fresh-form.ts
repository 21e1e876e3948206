import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Every create/edit dialog starts from its initial values each time it opens: nothing typed before (a pasted
 * meeting link, a half-written job) is carried into the next one, whatever happened when it last closed. `onOpen`
 * clears state the form does not hold (a chosen file).
 */
export function useFreshFormOnOpen<T extends FieldValues>(
  form: UseFormReturn<T, unknown, FieldValues>,
  open: boolean,
  initial: T,
  onOpen?: () => void,
) {
  const latest = useRef({ initial, onOpen });
  // Declared first, so it runs before the reset below sees it.
  useEffect(() => {
    latest.current = { initial, onOpen };
  });
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open && !wasOpen.current) {
      form.reset(latest.current.initial, { keepDefaultValues: false });
      latest.current.onOpen?.();
    }
    wasOpen.current = open;
  }, [open, form]);
}
