import { useState } from 'react';
import { PlayCircle, Trash2 } from 'lucide-react';
import type { SavedVideo } from '@takeoff/shared/promos';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { useSavedVideos } from '../api/get-saved-videos';
import { useRemoveSavedVideo } from '../api/remove-saved-video';
import { PromoVideoPlayer } from './promo-video-player';
import { formatDate } from '@/lib/format-date';
import { useT } from '../i18n';

/** The candidate's Saved Videos: Watch Again opens the video, remove deletes the saved entry. */
export function SavedVideosSection() {
  const saved = useSavedVideos();
  const remove = useRemoveSavedVideo();
  const [watching, setWatching] = useState<SavedVideo | null>(null);
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
                  <Button size="sm" onClick={() => setWatching(video)} disabled={!video.videoUrl}>
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
      <Dialog open={watching !== null} onOpenChange={(open) => !open && setWatching(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{watching?.videoTitle}</DialogTitle>
            <DialogDescription>{watching?.companyName}</DialogDescription>
          </DialogHeader>
          {watching ? (
            <PromoVideoPlayer url={watching.videoUrl} title={watching.videoTitle} />
          ) : null}
        </DialogContent>
      </Dialog>
    </Card>
  );
}
