import { Send } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import type { Application } from '@takeoff/shared/applications';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useApplyToJob } from '../api/apply-to-job';
import { useT } from '../i18n';

/** Apply Now: the server checks the pitch and duplicates; the seeds' texts are shown either way. */
/** `flightNumber` goes with the id: an unlisted flight is applied to by its number (its link), never by id alone. */
/** `onApplied`: what the page does next (a flight that asks for video answers opens their intro). */
export function ApplyButton({
  jobId,
  flightNumber,
  disabled,
  applied = false,
  onApplied,
}: {
  jobId: number;
  flightNumber: string;
  disabled?: boolean;
  applied?: boolean;
  onApplied?: (application: Application) => void;
}) {
  const { t } = useT();
  const apply = useApplyToJob();
  const navigate = useNavigate();
  return (
    <Button
      data-tour="apply"
      disabled={disabled || applied || apply.isPending || apply.isSuccess}
      onClick={() =>
        apply.mutate(
          { jobId, flightNumber },
          {
            onSuccess: (application) => {
              showSuccessToast(t('apply.submitted'));
              onApplied?.(application);
            },
            onError: (error) => {
              if (error instanceof ApiRequestError && error.code === 'PITCH_REQUIRED') {
                // The way out is one tap away: the pitch page.
                showDestructiveToast(t('apply.pitchRequiredTitle'), t('apply.pitchRequired'), {
                  label: t('apply.createPitch'),
                  onClick: () => void navigate('/candidate/pitch'),
                });
              } else {
                showDestructiveToast(
                  t('error'),
                  error instanceof ApiRequestError
                    ? errorMessage(error, t('apply.failed'))
                    : t('apply.failed'),
                );
              }
            },
          },
        )
      }
    >
      <Send />{' '}
      {applied || apply.isSuccess
        ? t('apply.applied')
        : apply.isPending
          ? t('apply.applying')
          : t('apply.apply')}
    </Button>
  );
}
