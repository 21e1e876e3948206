import { Trash2 } from 'lucide-react';
import { PROMO_MESSAGES, type CompanyPromo } from '@takeoff/shared/promos';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { useSaveCompanyPromo } from '../api/save-company-promo';
import { PromoVideoPlayer } from './promo-video-player';
import { ConfirmButton } from '@/components/confirm-button';

/** What candidates will see; deleting posts a null videoUrl, which also deletes the stored file. */
export function PreviewTab({ promo, companyName }: { promo: CompanyPromo | null; companyName: string }) {
  const save = useSaveCompanyPromo();
  const questions = (promo?.questions ?? []).filter((q) => q.trim());

  const remove = () =>
    save.mutate(
      { videoUrl: null },
      {
        onSuccess: () => showSuccessToast(PROMO_MESSAGES.videoDeleted),
        onError: () => showDestructiveToast('Error', PROMO_MESSAGES.deleteVideoFailed),
      },
    );

  return (
    <div className="grid gap-4">
      <PromoVideoPlayer url={promo?.videoUrl ?? null} title={`${companyName} promo video`} />
      {questions.length > 0 ? (
        <ol className="grid list-decimal gap-1 pl-5 text-sm">
          {questions.map((q, i) => (
            <li key={i}>{q}</li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">No questions yet.</p>
      )}
      {promo?.videoUrl ? (
        <ConfirmButton
          size="default"
          title="Delete your promo video?"
          description="Candidates will no longer see it in Explore Companies, and the file is deleted. Your questions stay."
          confirmLabel="Delete Video"
          onConfirm={remove}
          disabled={save.isPending}
          className="w-full sm:w-auto sm:justify-self-start"
        >
          <Trash2 aria-hidden /> {save.isPending ? 'Deleting...' : 'Delete Video'}
        </ConfirmButton>
      ) : null}
    </div>
  );
}
