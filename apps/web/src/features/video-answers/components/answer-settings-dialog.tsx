import { Suspense, useState } from 'react';
import { MessageSquareText } from 'lucide-react';
import type { Job } from '@takeoff/shared/jobs';
import { Button } from '@/components/ui/button';
import { lazyWithPreload, preloadOnIntent } from '@/lib/lazy-with-preload';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { useT } from '../i18n';

// The settings form (its schema, zod) and the dialog library load when the button is pointed at or focused, not with
// the flight board.
const AnswerSettingsDialogContent = lazyWithPreload(async () => ({
  default: (await import('./answer-settings-dialog-content')).AnswerSettingsDialogContent,
}));

/** The flight board's "Video answers" action and its settings dialog. */
export function AnswerSettingsDialog({ job }: { job: Pick<Job, 'id' | 'title'> }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const loaded = useOpenedOnce(open);
  return (
    <>
      <Button
        size="icon"
        variant="ghost"
        aria-label={t('settings.openLabel', { title: job.title })}
        title={t('settings.open')}
        aria-haspopup="dialog"
        {...preloadOnIntent(AnswerSettingsDialogContent)}
        onClick={() => setOpen(true)}
      >
        <MessageSquareText />
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <AnswerSettingsDialogContent job={job} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
