import { useState } from 'react';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Loader2 } from 'lucide-react';
import { ADMIN_MESSAGES, type AdminPitch } from '@takeoff/shared/admin';
import { Button } from '@/components/ui/button';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { ApiRequestError } from '@/lib/api-client';
import { useAllPitches } from '../api/get-pitches';
import { useReorderPitches } from '../api/reorder-pitches';
import { SortablePitchRow } from './sortable-pitch-row';

export function ReorderTab() {
  const pitches = useAllPitches();
  const save = useReorderPitches();
  // The unsaved order after a move; null shows the server's order.
  const [draft, setDraft] = useState<AdminPitch[] | null>(null);
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  if (pitches.isPending) return <p className="py-8 text-center text-muted-foreground">Loading video pitches...</p>;
  if (pitches.isError) {
    if (pitches.error instanceof ApiRequestError && pitches.error.status === 401) {
      return (
        <div role="alert" className="py-8 text-center">
          <p className="font-semibold">Authentication Error</p>
          <p className="text-muted-foreground">Please log in to the admin dashboard first</p>
        </div>
      );
    }
    return <p role="alert">Failed to fetch pitches</p>;
  }

  const order = draft ?? pitches.data;
  const dirty = draft !== null;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setDraft(arrayMove(order, order.findIndex((p) => p.id === active.id), order.findIndex((p) => p.id === over.id)));
  };
  const reset = () => setDraft(null);
  const submit = () =>
    save.mutate(
      order.map((p) => String(p.id)),
      {
        onSuccess: () => {
          setDraft(null);
          showSuccessToast(ADMIN_MESSAGES.orderUpdated);
        },
        onError: () => showDestructiveToast(ADMIN_MESSAGES.orderFailedTitle, ADMIN_MESSAGES.orderFailed),
      },
    );

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">Video Pitch Reorder</h2>
          <p className="text-sm text-muted-foreground">Drag and drop to reorder video pitches for the platform</p>
        </div>
        <div className="flex gap-2">
          {dirty ? (
            <Button variant="outline" onClick={reset} disabled={save.isPending}>
              Reset
            </Button>
          ) : null}
          <Button onClick={submit} disabled={!dirty || save.isPending}>
            {save.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {save.isPending ? 'Saving...' : 'Save Order'}
          </Button>
        </div>
      </div>
      {dirty ? (
        <div role="status" className="rounded-lg border border-status-expiring/50 bg-status-expiring/10 p-3 text-status-expiring">
          <p className="font-medium">You have unsaved changes</p>
          <p className="text-sm">Click &quot;Save Order&quot; to apply the new ordering to the platform</p>
        </div>
      ) : null}
      {order.length === 0 ? (
        <p className="py-8 text-center text-muted-foreground">No video pitches found</p>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={order.map((p) => p.id)} strategy={verticalListSortingStrategy}>
            <ol className="grid grid-cols-1 gap-2" aria-label="Video pitch order">
              {order.map((pitch, index) => (
                <SortablePitchRow key={pitch.id} pitch={pitch} position={index + 1} />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
    </div>
  );
}
