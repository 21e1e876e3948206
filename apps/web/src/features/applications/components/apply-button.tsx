import { Send } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useApplyToJob } from '../api/apply-to-job';
import { useT } from '../i18n';

/** Apply Now: the server checks the pitch and duplicates; the seeds' texts are shown either way. */
/** `flightNumber` goes with the id: an unlisted flight is applied to by its number (its link), never by id alone. */
export function ApplyButton({
  jobId,
  flightNumber,
  disabled,
  applied = false,
}: {
  jobId: number;
  flightNumber: string;
  disabled?: boolean;
  applied?: boolean;
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
            onSuccess: () => showSuccessToast(t('apply.submitted')),
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
