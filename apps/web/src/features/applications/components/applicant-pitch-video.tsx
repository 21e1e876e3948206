import { Suspense, useState } from 'react';
import { ChevronUp, Video } from 'lucide-react';
import type { PitchVideoView } from '@takeoff/shared/pitch-videos';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { useT } from '../i18n';

// The player (captions, speed, transcript) loads when a reviewer opens a video, not with the whole board.
const PitchVideoPlayer = lazyWithRetry(async () => ({
  default: (await import('@/components/pitch-video/pitch-video-player')).PitchVideoPlayer,
}));

/** An applicant's Takeoff-hosted pitch, played on the card: closed at first, so a board of cards loads no video. */
export function ApplicantPitchVideo({
  video,
  name,
  title,
}: {
  video: PitchVideoView;
  name: string;
  title: string;
}) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  return (
    <div className="mt-2 grid gap-2">
      <Button
        type="button"
        size="sm"
        variant="outline"
        className="justify-self-start"
        aria-expanded={open}
        aria-label={t(open ? 'card.hideVideoLabel' : 'card.playVideoLabel', { name })}
        onClick={() => setOpen((was) => !was)}
      >
        {open ? <ChevronUp aria-hidden /> : <Video aria-hidden />}
        {t(open ? 'card.hideVideo' : 'card.playVideo')}
      </Button>
      {open ? (
        <Suspense fallback={<Skeleton className="aspect-video w-full" />}>
          <PitchVideoPlayer video={video} title={title} />
        </Suspense>
      ) : null}
    </div>
  );
}
