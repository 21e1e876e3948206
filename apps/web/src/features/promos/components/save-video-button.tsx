import { Bookmark, BookmarkCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useSavedVideos } from '../api/get-saved-videos';
import { useRemoveSavedVideo } from '../api/remove-saved-video';
import { useSaveVideo } from '../api/save-video';
import { useT } from '../i18n';

/** Saves or un-saves a company's promo video for the signed-in candidate. */
export function SaveVideoButton({
  promoId,
  companyName,
}: {
  promoId: number;
  companyName: string;
}) {
  const saved = useSavedVideos();
  const { t } = useT();
  const save = useSaveVideo();
  const remove = useRemoveSavedVideo();
  const isSaved = saved.data?.some((video) => video.promoId === promoId) ?? false;
  const busy = save.isPending || remove.isPending || saved.isPending;

  const toggle = () => {
    if (isSaved) {
      remove.mutate(promoId, {
        onSuccess: () => showSuccessToast(t('messages.videoRemoved')),
        onError: (error) =>
          showDestructiveToast(t('error'), errorMessage(error, t('saveButton.removeFailed'))),
      });
    } else {
      save.mutate(promoId, {
        onSuccess: () => showSuccessToast(t('messages.videoSavedToList')),
        onError: (error) =>
          showDestructiveToast(t('error'), errorMessage(error, t('saveButton.saveFailed'))),
      });
    }
  };

  // The name starts with the visible words (WCAG 2.5.3: a voice user says what they see); the company is for screen readers.
  return (
    <Button variant="outline" size="sm" onClick={toggle} disabled={busy} aria-pressed={isSaved}>
      {isSaved ? <BookmarkCheck aria-hidden /> : <Bookmark aria-hidden />}
      {isSaved ? t('saveButton.saved') : t('saveButton.save')}
      <span className="sr-only"> {t('saveButton.company', { company: companyName })}</span>
    </Button>
  );
}
