import { Suspense, useEffect, type ReactNode } from 'react';
import type { Job } from '@takeoff/shared/jobs';
import { showDestructiveToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useJob } from '../api/get-job';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { t } from '../i18n';

// The dialog (and its library) loads when a job is first asked for, beside the job itself: it opens once both are in.
const JobDetailDialog = lazyWithRetry(async () => ({
  default: (await import('./job-detail-dialog')).JobDetailDialog,
}));

type JobDetailDialogByIdProps = {
  jobId: number | null;
  onClose: () => void;
  applyAction: (job: Job) => ReactNode;
};

/** The board's job details for a job known only by id (e.g. a company's open positions); opens once loaded. */
export function JobDetailDialogById({ jobId, onClose, applyAction }: JobDetailDialogByIdProps) {
  const job = useJob(jobId);
  const failed = jobId !== null && job.isError;
  useEffect(() => {
    if (!failed) return;
    showDestructiveToast(t('error'), errorMessage(job.error, t('detail.loadFailed')));
    onClose();
  }, [failed, job.error, onClose]);
  const shown = jobId !== null && job.data?.id === jobId ? job.data : null;
  const loaded = useOpenedOnce(jobId !== null);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <JobDetailDialog
        job={shown}
        onOpenChange={(open) => !open && onClose()}
        applyAction={applyAction}
      />
    </Suspense>
  );
}
