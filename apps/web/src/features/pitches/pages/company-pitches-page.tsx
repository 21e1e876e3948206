import { useEffect } from 'react';
import { Loader2, Video } from 'lucide-react';
import { COMPANY_CONSENT_REQUIRED } from '@takeoff/shared/consent';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useT } from '../i18n';
import { usePitches } from '../api/get-pitches';
import { FocusedPitch } from '../components/focused-pitch';
import { PitchCard, preloadPitchCard, type PitchCardSlots } from '../components/pitch-card';

type CompanyPitchesPageProps = PitchCardSlots & {
  isAdmin?: boolean;
  /** A pitch opened from elsewhere (a pipeline card): shown first, whichever page of the grid holds it. */
  focusPitchId?: number | null;
  onClearFocus?: () => void;
};

/** The Candidate Video Pitches grid (blind review: names only of candidates who applied to this company). Cross-area actions come in as slots. */
export function CompanyPitchesPage({
  isAdmin = false,
  focusPitchId = null,
  onClearFocus,
  ...slots
}: CompanyPitchesPageProps) {
  const pitches = usePitches();
  const { t } = useT();
  useEffect(preloadPitchCard, []);
  const items = pitches.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <PageHeader title={t('grid.title')} description={t('grid.description')} />
      {focusPitchId !== null ? (
        <FocusedPitch id={focusPitchId} isAdmin={isAdmin} onClear={onClearFocus} slots={slots} />
      ) : null}
      {pitches.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-96" />
          ))}
        </div>
      ) : pitches.error instanceof ApiRequestError &&
        pitches.error.code === COMPANY_CONSENT_REQUIRED ? (
        // The consent gate shows the terms dialog over this; accepting reloads the grid.
        <div
          role="alert"
          className="grid place-items-center gap-2 rounded-xl border border-dashed border-border p-10 text-center"
        >
          <p className="font-semibold">{t('consent.companyRequiredTitle')}</p>
          <p className="text-muted-foreground">{t('consent.companyRequiredBody')}</p>
        </div>
      ) : pitches.isError ? (
        <p role="alert">{t('failedToFetch', { message: errorMessage(pitches.error, '') })}</p>
      ) : items.length === 0 ? (
        <div className="grid place-items-center gap-2 rounded-xl border border-dashed border-border p-10 text-center text-muted-foreground">
          <Video aria-hidden className="size-8" />
          <p>{t('texts.noPitches')}</p>
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {items.map((pitch) => (
            <PitchCard key={pitch.id} pitch={pitch} isAdmin={isAdmin} {...slots} />
          ))}
        </div>
      )}
      {pitches.hasNextPage ? (
        <div className="mt-6 flex justify-center">
          <Button
            variant="outline"
            onClick={() => void pitches.fetchNextPage()}
            disabled={pitches.isFetchingNextPage}
          >
            {pitches.isFetchingNextPage ? <Loader2 className="animate-spin" aria-hidden /> : null}{' '}
            {t('grid.loadMore')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
