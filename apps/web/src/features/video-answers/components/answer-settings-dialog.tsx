import { useState } from 'react';
import { MessageSquareText } from 'lucide-react';
import type { Job } from '@takeoff/shared/jobs';
import { PageSpinner } from '@/components/page-spinner';
import { Button } from '@/components/ui/button';
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

/** The flight board's "Video answers" action and its settings dialog. */
export function AnswerSettingsDialog({ job }: { job: Pick<Job, 'id' | 'title'> }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const settings = useFlightAnswerSettings(job.id, open);
  return (
    <>
      <Button
        size="icon"
        variant="ghost"
        aria-label={t('settings.openLabel', { title: job.title })}
        title={t('settings.open')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <MessageSquareText />
      </Button>
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
    </>
  );
}
