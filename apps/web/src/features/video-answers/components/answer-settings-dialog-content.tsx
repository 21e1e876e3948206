import type { Job } from '@takeoff/shared/jobs';
import { PageSpinner } from '@/components/page-spinner';
import { FormDialog } from '@/components/form-dialog';
import {
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useFlightAnswerSettings } from '../api/get-flight-answer-settings';
import { useT } from '../i18n';
import { AnswerSettingsForm } from './answer-settings-form';

/** The settings dialog of answer-settings-dialog.tsx (the flight's settings, the form), loaded when first opened. */
export function AnswerSettingsDialogContent({
  job,
  open,
  onOpenChange: setOpen,
}: {
  job: Pick<Job, 'id' | 'title'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useT();
  const settings = useFlightAnswerSettings(job.id, open);
  return (
    <FormDialog open={open} onOpenChange={setOpen}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('settings.title', { title: job.title })}</DialogTitle>
          <DialogDescription>{t('settings.description')}</DialogDescription>
        </DialogHeader>
        {settings.isPending ? (
          <PageSpinner />
        ) : settings.isError ? (
          <p role="alert" className="text-status-closed">
            {t('settings.loadFailed')}
          </p>
        ) : (
          <AnswerSettingsForm settings={settings.data} onSaved={() => setOpen(false)} />
        )}
      </DialogContent>
    </FormDialog>
  );
}
