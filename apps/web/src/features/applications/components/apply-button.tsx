import { Send } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import type { Application } from '@takeoff/shared/applications';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useApplyToJob } from '../api/apply-to-job';
import { useT } from '../i18n';

/**
 * Whether the candidate has a published pitch, known before Apply sends anything: 'checking' while it is being
 * read, 'missing' leads to the pitch step instead of a request the server must refuse (403 PITCH_REQUIRED).
 */
export type PitchState = 'checking' | 'missing' | 'ready';

/** Apply Now: the server checks the pitch and duplicates; the seeds' texts are shown either way. */
/** `flightNumber` goes with the id: an unlisted flight is applied to by its number (its link), never by id alone. */
/** `onApplied`: what the page does next (a flight that asks for video answers opens their intro). */
/** `onPitchMissing`: the pitch step, when the candidate has none (known beforehand, or from the server's refusal). */
export function ApplyButton({
  jobId,
  flightNumber,
  disabled,
  applied = false,
  onApplied,
  pitch = 'ready',
  onPitchMissing,
}: {
  jobId: number;
  flightNumber: string;
  disabled?: boolean;
  applied?: boolean;
  onApplied?: (application: Application) => void;
  pitch?: PitchState;
  onPitchMissing?: () => void;
}) {
  const { t } = useT();
  const apply = useApplyToJob();
  const navigate = useNavigate();
  const toPitchStep =
    onPitchMissing ??
    (() => {
      showDestructiveToast(t('apply.pitchRequiredTitle'), t('apply.pitchRequired'), {
        label: t('apply.createPitch'),
        onClick: () => void navigate('/candidate/pitch'),
      });
    });
  const send = () =>
    apply.mutate(
      { jobId, flightNumber },
      {
        onSuccess: (application) => {
          showSuccessToast(t('apply.submitted'));
          onApplied?.(application);
        },
        onError: (error) => {
          // The pitch was there when the page read it and is gone now (deleted in another tab): the same way out.
          if (error instanceof ApiRequestError && error.code === 'PITCH_REQUIRED') toPitchStep();
          else
            showDestructiveToast(
              t('error'),
              error instanceof ApiRequestError
                ? errorMessage(error, t('apply.failed'))
                : t('apply.failed'),
            );
        },
      },
    );
  return (
    <Button
      data-tour="apply"
      disabled={disabled || applied || pitch === 'checking' || apply.isPending || apply.isSuccess}
      aria-busy={pitch === 'checking' || apply.isPending}
      onClick={() => (pitch === 'missing' ? toPitchStep() : send())}
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
