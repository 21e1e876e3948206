import {
  createContext,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { clearDraft } from '@/lib/form-draft';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { useOpenedOnce } from '@/lib/use-opened-once';

// The question's dialog code loads the first time a form with unsaved input is about to close.
const ConfirmDialog = lazyWithRetry(() => import('./confirm-dialog'));

type UnsavedInput = { dirty: boolean; draftKey: string | null };
type Registry = Map<symbol, UnsavedInput>;

const UnsavedInputContext = createContext<Registry | null>(null);

/**
 * A form inside a FormDialog says whether it holds unsaved input, and under which draft key it keeps it (null: none),
 * so closing the dialog asks first. For forms rendered deep inside the dialog (a scorecard in its panel).
 */
export function useUnsavedInput(dirty: boolean, draftKey: string | null = null) {
  const registry = useContext(UnsavedInputContext);
  const [id] = useState(() => Symbol('form'));
  useEffect(() => {
    registry?.set(id, { dirty, draftKey });
  }, [registry, id, dirty, draftKey]);
  useEffect(() => () => void registry?.delete(id), [registry, id]);
}

type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The form holds input not saved yet (forms that report through useUnsavedInput need not pass it). */
  dirty?: boolean;
  /** Where that input is kept as a draft: offered on closing, cleared when discarded. */
  draftKey?: string | null;
  children: ReactNode;
};

/**
 * A dialog holding a long form. An outside click, Esc, the close button or a Cancel button (DialogClose) with unsaved
 * input asks first — keep editing, close keeping the draft (when one is kept), or discard — and never loses it
 * silently. Saving closes through `onOpenChange` directly.
 */
export function FormDialog({
  open,
  onOpenChange,
  dirty = false,
  draftKey = null,
  children,
}: FormDialogProps) {
  const { t } = useTranslation();
  const registry = useMemo<Registry>(() => new Map(), []);
  const [asking, setAsking] = useState(false);
  const loaded = useOpenedOnce(asking);
  // The field being edited when the question came: focus goes back there to keep editing.
  const editing = useRef<HTMLElement | null>(null);

  const unsaved = () => {
    const inputs = [{ dirty, draftKey }, ...registry.values()].filter((input) => input.dirty);
    return { any: inputs.length > 0, draftKeys: inputs.flatMap((input) => input.draftKey ?? []) };
  };
  const requestOpenChange = (next: boolean) => {
    if (next || !unsaved().any) {
      onOpenChange(next);
      return;
    }
    editing.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setAsking(true);
  };
  const close = (discard: boolean) => {
    if (discard) for (const key of unsaved().draftKeys) clearDraft(key);
    editing.current = null;
    setAsking(false);
    onOpenChange(false);
  };
  const keepsDraft = asking && unsaved().draftKeys.length > 0;

  return (
    <UnsavedInputContext.Provider value={registry}>
      <Dialog open={open} onOpenChange={requestOpenChange}>
        {children}
        {loaded ? (
          <Suspense fallback={null}>
            <ConfirmDialog
              open={asking}
              onOpenChange={(next) => (next ? undefined : setAsking(false))}
              triggerRef={editing}
              title={t('unsaved.title')}
              description={keepsDraft ? t('unsaved.descriptionDraft') : t('unsaved.description')}
              cancelLabel={t('unsaved.keepEditing')}
              alternative={
                keepsDraft
                  ? { label: t('unsaved.keepDraft'), onSelect: () => close(false) }
                  : undefined
              }
              confirmLabel={t('unsaved.discard')}
              onConfirm={() => close(true)}
            />
          </Suspense>
        ) : null}
      </Dialog>
    </UnsavedInputContext.Provider>
  );
}
