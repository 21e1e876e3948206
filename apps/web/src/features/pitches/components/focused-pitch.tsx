import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '../i18n';
import { displayLabel } from '../lib/texts';
import { usePitch } from '../api/get-pitch';
import { PitchCard, preloadPitchCard, type PitchCardSlots } from './pitch-card';

/** One pitch opened from elsewhere (a pipeline card), above the grid or an interviewer's pipeline. */
export function FocusedPitch({
  id,
  isAdmin = false,
  onClear,
  clearLabel,
  slots = {},
}: {
  id: number;
  isAdmin?: boolean;
  onClear?: () => void;
  /** What the clear button says where it does not lead back to the grid (an interviewer's pipeline). */
  clearLabel?: string;
  slots?: PitchCardSlots;
}) {
  const pitch = usePitch(id);
  const { t } = useT();
  useEffect(preloadPitchCard, []);
  return (
    <section
      aria-labelledby="focused-pitch-heading"
      className="mb-6 grid gap-3 rounded-xl border border-board/60 p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id="focused-pitch-heading"
          className="font-mono text-sm font-bold uppercase tracking-widest text-board"
        >
          {pitch.data
            ? t('grid.focusedOf', { label: displayLabel(pitch.data.label) })
            : t('grid.selected')}
        </h2>
        {onClear ? (
          <Button variant="outline" size="sm" onClick={onClear}>
            {clearLabel ?? t('grid.showAll')}
          </Button>
        ) : null}
      </div>
      {pitch.isPending ? (
        <Skeleton className="h-96 sm:max-w-md" />
      ) : pitch.isError ? (
        <p role="alert">{t('grid.unavailable')}</p>
      ) : (
        <div className="sm:max-w-md">
          <PitchCard pitch={pitch.data} isAdmin={isAdmin} {...slots} />
        </div>
      )}
    </section>
  );
}
