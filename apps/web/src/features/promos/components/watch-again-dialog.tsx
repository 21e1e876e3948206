import type { SavedVideo } from '@takeoff/shared/promos';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { PromoVideoPlayer } from './promo-video-player';

/** A saved video played again (saved-videos-section.tsx), loaded when first opened. */
export function WatchAgainDialog({
  video,
  onClose,
}: {
  video: SavedVideo | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={video !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{video?.videoTitle}</DialogTitle>
          <DialogDescription>{video?.companyName}</DialogDescription>
        </DialogHeader>
        {video ? <PromoVideoPlayer url={video.videoUrl} title={video.videoTitle} /> : null}
      </DialogContent>
    </Dialog>
  );
}
