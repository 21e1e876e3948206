import { Trash2 } from 'lucide-react';
import type { CompanyPromo } from '@takeoff/shared/promos';
import { questionsForReader } from '@takeoff/shared/promo-constants';
import { currentLocale } from '@/lib/i18n';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { useSaveCompanyPromo } from '../api/save-company-promo';
import { PromoVideoPlayer } from './promo-video-player';
import { ConfirmButton } from '@/components/confirm-button';
import { useT } from '../i18n';

/** What candidates will see; deleting posts a null videoUrl, which also deletes the stored file. */
export function PreviewTab({
  promo,
  companyName,
}: {
  promo: CompanyPromo | null;
  companyName: string;
}) {
  const save = useSaveCompanyPromo();
  const { t } = useT();
  // As a reader of the interface's language sees them: translated where the company wrote a translation.
  const questions = (promo ? questionsForReader(promo, currentLocale()) : []).filter((q) =>
    q.trim(),
  );

  const remove = () =>
    save.mutate(
      { videoUrl: null },
      {
        onSuccess: () => showSuccessToast(t('messages.videoDeleted')),
        onError: () => showDestructiveToast(t('error'), t('messages.deleteVideoFailed')),
      },
    );

  return (
    <div className="grid gap-4">
      <PromoVideoPlayer
        url={promo?.videoUrl ?? null}
        title={t('preview.videoTitle', { company: companyName })}
      />
      {questions.length > 0 ? (
        <ol className="grid list-decimal gap-1 pl-5 text-sm">
          {questions.map((q, i) => (
            <li key={i}>{q}</li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">{t('preview.noQuestions')}</p>
      )}
      {promo?.videoUrl ? (
        <ConfirmButton
          size="default"
          title={t('preview.deleteTitle')}
          description={t('preview.deleteDescription')}
          confirmLabel={t('preview.deleteButton')}
          onConfirm={remove}
          disabled={save.isPending}
          className="w-full sm:w-auto sm:justify-self-start"
        >
          <Trash2 aria-hidden />{' '}
          {save.isPending ? t('preview.deleting') : t('preview.deleteButton')}
        </ConfirmButton>
      ) : null}
    </div>
  );
}
