import { Suspense, useState } from 'react';
import { PlayCircle, Trash2 } from 'lucide-react';
import type { SavedVideo } from '@takeoff/shared/promos';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { useSavedVideos } from '../api/get-saved-videos';
import { useRemoveSavedVideo } from '../api/remove-saved-video';
import { formatDate } from '@/lib/format-date';
import { lazyWithPreload, preloadOnIntent } from '@/lib/lazy-with-preload';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { useT } from '../i18n';

// The player's dialog loads when a Watch Again button is pointed at or focused, not with the page.
const WatchAgainDialog = lazyWithPreload(async () => ({
  default: (await import('./watch-again-dialog')).WatchAgainDialog,
}));

/** The candidate's Saved Videos: Watch Again opens the video, remove deletes the saved entry. */
export function SavedVideosSection() {
  const saved = useSavedVideos();
  const remove = useRemoveSavedVideo();
  const [watching, setWatching] = useState<SavedVideo | null>(null);
  const loaded = useOpenedOnce(watching !== null);
  const { t } = useT();

  const removeVideo = (video: SavedVideo) =>
    remove.mutate(video.promoId, {
      onSuccess: () => showSuccessToast(t('messages.videoRemoved')),
      onError: () => showDestructiveToast(t('error'), t('saveButton.removeFailed')),
    });

  return (
    <Card className="mt-8" data-tour="saved-videos">
      <CardHeader>
        <CardTitle>{t('savedVideos.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {saved.isPending ? (
          <p className="text-sm text-muted-foreground">{t('savedVideos.loading')}</p>
        ) : saved.isError ? (
          <p className="text-sm text-status-closed">{t('savedVideos.loadFailed')}</p>
        ) : saved.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('savedVideos.empty')}</p>
        ) : (
          <ul
            className="grid grid-cols-[minmax(0,1fr)] gap-3 sm:grid-cols-2"
            aria-label={t('savedVideos.listLabel')}
          >
            {saved.data.map((video) => (
              <li
                key={video.promoId}
                className="flex min-w-0 flex-col gap-2 rounded-lg border border-border bg-board-cell p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="truncate font-semibold">{video.videoTitle}</p>
                  <p className="text-xs text-muted-foreground">
                    {t('savedVideos.savedOn', {
                      company: video.companyName,
                      date: formatDate(video.savedAt),
                    })}
                  </p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button
                    size="sm"
                    {...preloadOnIntent(WatchAgainDialog)}
                    onClick={() => setWatching(video)}
                    disabled={!video.videoUrl}
                  >
                    <PlayCircle aria-hidden /> {t('savedVideos.watchAgain')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => removeVideo(video)}
                    disabled={remove.isPending}
                    aria-label={t('savedVideos.remove', { title: video.videoTitle })}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {loaded ? (
        <Suspense fallback={null}>
          <WatchAgainDialog video={watching} onClose={() => setWatching(null)} />
        </Suspense>
      ) : null}
    </Card>
  );
}
