import { Send } from 'lucide-react';
import { useNavigate } from 'react-router';
import { APPLICATION_MESSAGES } from '@takeoff/shared/applications';
import { Button } from '@/components/ui/button';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { ApiRequestError } from '@/lib/api-client';
import { useApplyToJob } from '../api/apply-to-job';

/** Apply Now: the server checks the pitch and duplicates; the seeds' texts are shown either way. */
export function ApplyButton({ jobId, disabled, applied = false }: { jobId: number; disabled?: boolean; applied?: boolean }) {
  const apply = useApplyToJob();
  const navigate = useNavigate();
  return (
    <Button
      data-tour="apply"
      disabled={disabled || applied || apply.isPending || apply.isSuccess}
      onClick={() =>
        apply.mutate(
          { jobId },
          {
            onSuccess: () => showSuccessToast(APPLICATION_MESSAGES.applied),
            onError: (error) => {
              if (error instanceof ApiRequestError && error.code === 'PITCH_REQUIRED') {
                // The way out is one tap away: the pitch page.
                showDestructiveToast(APPLICATION_MESSAGES.pitchRequiredTitle, APPLICATION_MESSAGES.pitchRequired, {
                  label: 'Create your pitch',
                  onClick: () => void navigate('/candidate/pitch'),
                });
              } else {
                showDestructiveToast('Error', error instanceof ApiRequestError ? error.message : APPLICATION_MESSAGES.applyFailed);
              }
            },
          },
        )
      }
    >
      <Send /> {applied || apply.isSuccess ? 'Applied' : apply.isPending ? 'Applying...' : 'Apply Now'}
    </Button>
  );
}
