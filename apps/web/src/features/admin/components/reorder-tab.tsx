import { useState } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { Loader2 } from 'lucide-react';
import type { AdminPitch } from '@takeoff/shared/admin';
import { Button } from '@/components/ui/button';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { ApiRequestError } from '@/lib/api-client';
import { useAllPitches } from '../api/get-pitches';
import { useReorderPitches } from '../api/reorder-pitches';
import { SortablePitchRow } from './sortable-pitch-row';
import { useT } from '../i18n';

export function ReorderTab() {
  const { t } = useT();
  const pitches = useAllPitches();
  const save = useReorderPitches();
  // The unsaved order after a move; null shows the server's order.
  const [draft, setDraft] = useState<AdminPitch[] | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  if (pitches.isPending)
    return <p className="py-8 text-center text-muted-foreground">{t('reorder.loading')}</p>;
  if (pitches.isError) {
    if (pitches.error instanceof ApiRequestError && pitches.error.status === 401) {
      return (
        <div role="alert" className="py-8 text-center">
          <p className="font-semibold">{t('reorder.authErrorTitle')}</p>
          <p className="text-muted-foreground">{t('reorder.authErrorBody')}</p>
        </div>
      );
    }
    return <p role="alert">{t('reorder.loadFailed')}</p>;
  }

  const order = draft ?? pitches.data;
  const dirty = draft !== null;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setDraft(
      arrayMove(
        order,
        order.findIndex((p) => p.id === active.id),
        order.findIndex((p) => p.id === over.id),
      ),
    );
  };
  // Screen readers hear titles and positions, not internal ids.
  const title = (id: UniqueIdentifier) =>
    order.find((p) => p.id === id)?.title ?? t('reorder.pitchFallback');
  const position = (id: UniqueIdentifier) => order.findIndex((p) => p.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('reorder.announce.pickedUp', {
        title: title(active.id),
        position: position(active.id),
        total: order.length,
      }),
    onDragOver: ({ active, over }) =>
      over
        ? t('reorder.announce.over', { title: title(active.id), position: position(over.id) })
        : t('reorder.announce.outside', { title: title(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('reorder.announce.dropped', { title: title(active.id), position: position(over.id) })
        : t('reorder.announce.droppedOutside', { title: title(active.id) }),
    onDragCancel: ({ active }) => t('reorder.announce.cancelled', { title: title(active.id) }),
  };
  const screenReaderInstructions = { draggable: t('reorder.announce.instructions') };
  const moveToTop = (index: number) => setDraft(arrayMove(order, index, 0));
  const reset = () => setDraft(null);
  const submit = () =>
    save.mutate(
      order.map((p) => String(p.id)),
      {
        onSuccess: () => {
          setDraft(null);
          showSuccessToast(t('reorder.updated'));
        },
        onError: () => showDestructiveToast(t('reorder.failedTitle'), t('reorder.failed')),
      },
    );

  return (
    // grid-cols-1 (minmax(0,1fr)): long titles truncate instead of widening the page on a phone.
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold">{t('reorder.title')}</h2>
          <p className="text-sm text-muted-foreground">{t('reorder.description')}</p>
        </div>
        <div className="flex gap-2">
          {dirty ? (
            <Button variant="outline" onClick={reset} disabled={save.isPending}>
              {t('reorder.reset')}
            </Button>
          ) : null}
          <Button onClick={submit} disabled={!dirty || save.isPending}>
            {save.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {save.isPending ? t('reorder.saving') : t('reorder.save')}
          </Button>
        </div>
      </div>
      {dirty ? (
        <div
          role="status"
          className="rounded-lg border border-status-expiring/50 bg-status-expiring/10 p-3 text-status-expiring"
        >
          <p className="font-medium">{t('reorder.unsavedTitle')}</p>
          <p className="text-sm">{t('reorder.unsavedBody')}</p>
        </div>
      ) : null}
      {order.length === 0 ? (
        <p className="py-8 text-center text-muted-foreground">{t('reorder.empty')}</p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions }}
        >
          <SortableContext items={order.map((p) => p.id)} strategy={verticalListSortingStrategy}>
            <ol className="grid grid-cols-1 gap-2" aria-label={t('reorder.listLabel')}>
              {order.map((pitch, index) => (
                <SortablePitchRow
                  key={pitch.id}
                  pitch={pitch}
                  position={index + 1}
                  onMoveToTop={() => moveToTop(index)}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
    </div>
  );
}
