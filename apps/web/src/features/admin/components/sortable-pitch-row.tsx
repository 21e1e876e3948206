import { useState } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowUpToLine, GripVertical, ImageOff } from 'lucide-react';
import type { AdminPitch } from '@takeoff/shared/admin';
import { Badge } from '@/components/ui/badge';
import { pitchThumbnail } from '../lib/pitch-thumbnail';
import { useT } from '../i18n';

type SortablePitchRowProps = {
  pitch: AdminPitch;
  position: number;
  /** Moves the row to position 1 in one step: dragging across a long list is slow by mouse and by keyboard. */
  onMoveToTop: () => void;
};

export function SortablePitchRow({ pitch, position, onMoveToTop }: SortablePitchRowProps) {
  const { t } = useT();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: pitch.id,
  });
  // A thumbnail that fails to load (video removed, host unreachable) falls back to the no-thumbnail icon.
  const [thumbnailFailed, setThumbnailFailed] = useState(false);
  const thumbnail = thumbnailFailed ? null : pitchThumbnail(pitch);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex items-center gap-3 rounded-lg border border-border bg-surface p-3 ${isDragging ? 'z-10 shadow-lg ring-2 ring-primary' : ''}`}
      data-testid="reorder-row"
    >
      <button
        type="button"
        className="cursor-grab touch-none rounded p-1 text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        aria-label={t('reorder.move', { title: pitch.title })}
        {...attributes}
        {...listeners}
      >
        <GripVertical aria-hidden className="size-5" />
      </button>
      <span className="w-6 text-center font-mono text-lg font-bold text-primary">{position}</span>
      {thumbnail ? (
        <img
          src={thumbnail}
          alt=""
          className="h-12 w-20 shrink-0 rounded object-cover"
          loading="lazy"
          onError={() => setThumbnailFailed(true)}
        />
      ) : (
        <span
          className="flex h-12 w-20 shrink-0 items-center justify-center rounded bg-surface-raised text-muted-foreground"
          aria-hidden
        >
          <ImageOff className="size-5" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{pitch.title}</p>
        <div className="flex flex-wrap gap-1">
          {pitch.skills.slice(0, 4).map((s) => (
            <Badge key={s} variant="secondary">
              {s}
            </Badge>
          ))}
        </div>
      </div>
      <div className="hidden text-right text-xs text-muted-foreground sm:block">
        <p>{t('reorder.orderIndex', { index: pitch.order_index ?? '—' })}</p>
        <p>{t('reorder.id', { id: pitch.id })}</p>
      </div>
      <button
        type="button"
        className="rounded p-1 text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:invisible"
        aria-label={t('reorder.moveToTop', { title: pitch.title })}
        title={t('reorder.moveToTopTitle')}
        disabled={position === 1}
        onClick={onMoveToTop}
      >
        <ArrowUpToLine aria-hidden className="size-5" />
      </button>
    </li>
  );
}
