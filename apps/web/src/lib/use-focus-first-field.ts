import { useEffect, useRef, type RefObject } from 'react';

const FIELDS =
  'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])';

/**
 * Once per opening, as soon as `ready`, focuses the first enabled field inside `ref`: a dialog opens on its first
 * field (not its close button), also when the fields arrive with data loaded after the dialog opened.
 */
export function useFocusFirstField(
  open: boolean,
  ready: boolean,
  ref: RefObject<HTMLElement | null>,
) {
  const done = useRef(false);
  useEffect(() => {
    if (!open) {
      done.current = false;
      return;
    }
    if (!ready || done.current) return;
    const field = ref.current?.querySelector<HTMLElement>(FIELDS);
    if (!field) return;
    field.focus();
    done.current = true;
  }, [open, ready, ref]);
}
