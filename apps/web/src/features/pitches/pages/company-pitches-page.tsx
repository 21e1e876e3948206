import { Loader2, Video } from 'lucide-react';
import { COMPANY_CONSENT_REQUIRED, CONSENT_TEXTS } from '@takeoff/shared/consent';
import { PITCH_TEXTS } from '@takeoff/shared/pitches';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiRequestError } from '@/lib/api-client';
import { usePitches } from '../api/get-pitches';
import { PitchCard, type PitchCardSlots } from '../components/pitch-card';

type CompanyPitchesPageProps = PitchCardSlots & { isAdmin?: boolean };

/** The Candidate Video Pitches grid (blind review: the API sends no names). Cross-area actions come in as slots. */
export function CompanyPitchesPage({ isAdmin = false, ...slots }: CompanyPitchesPageProps) {
  const pitches = usePitches();
  const items = pitches.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <PageHeader title="Candidate Video Pitches" description="Review anonymous candidate pitches. Names stay hidden until a candidate applies to one of your jobs." />
      {pitches.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-96" />
          ))}
        </div>
      ) : pitches.error instanceof ApiRequestError && pitches.error.code === COMPANY_CONSENT_REQUIRED ? (
        // The consent gate shows the terms dialog over this; accepting reloads the grid.
        <div role="alert" className="grid place-items-center gap-2 rounded-xl border border-dashed border-border p-10 text-center">
          <p className="font-semibold">{CONSENT_TEXTS.companyRequiredTitle}</p>
          <p className="text-muted-foreground">{CONSENT_TEXTS.companyRequiredBody}</p>
        </div>
      ) : pitches.isError ? (
        <p role="alert">Failed to fetch: {pitches.error.message}</p>
      ) : items.length === 0 ? (
        <div className="grid place-items-center gap-2 rounded-xl border border-dashed border-border p-10 text-center text-muted-foreground">
          <Video aria-hidden className="size-8" />
          <p>{PITCH_TEXTS.noPitches}</p>
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
          <Button variant="outline" onClick={() => void pitches.fetchNextPage()} disabled={pitches.isFetchingNextPage}>
            {pitches.isFetchingNextPage ? <Loader2 className="animate-spin" aria-hidden /> : null} Load more pitches
          </Button>
        </div>
      ) : null}
    </>
  );
}
