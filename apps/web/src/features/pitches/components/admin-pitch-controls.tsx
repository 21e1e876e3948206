import { Archive, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { PITCH_STATUSES, PITCH_TEXTS, type ListedPitch, type PitchStatus } from '@takeoff/shared/pitches';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { showDestructiveToast } from '@/components/ui/toaster';
import { ApiRequestError } from '@/lib/api-client';
import { useDeletePitch } from '../api/delete-pitch';
import { useUpdatePitchAdmin } from '../api/update-pitch-admin';
import { ConfirmButton } from '@/components/confirm-button';

const label = (status: PitchStatus) => status.charAt(0).toUpperCase() + status.slice(1);

/** A 403 from the API is shown as the seeds' 'Access Denied' toast with the server's reason. */
function refused(error: unknown, fallback: string) {
  if (error instanceof ApiRequestError && error.status === 403) showDestructiveToast(PITCH_TEXTS.accessDenied, error.message);
  else showDestructiveToast('Error', fallback);
}

export function AdminPitchControls({ pitch }: { pitch: ListedPitch }) {
  const update = useUpdatePitchAdmin();
  const remove = useDeletePitch();
  return (
    <div className="grid gap-2 rounded-lg border border-status-expiring/40 p-3" aria-label="Admin controls">
      <p className="text-xs font-semibold uppercase tracking-wide text-status-expiring">Admin</p>
      <Select
        value={pitch.status}
        onValueChange={(status) =>
          update.mutateAsync({ id: pitch.id, status: status as PitchStatus }).then(() => toast.success('Candidate status updated'), (e: unknown) => refused(e, PITCH_TEXTS.statusFailed))
        }
      >
        <SelectTrigger aria-label="Candidate status">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {PITCH_STATUSES.map((s) => (
            <SelectItem key={s} value={s}>
              {label(s)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={() =>
            update.mutateAsync({ id: pitch.id, isActive: !pitch.isActive }).then(() => toast.success(pitch.isActive ? 'Pitch archived' : 'Pitch restored'), (e: unknown) => refused(e, PITCH_TEXTS.archiveFailed))
          }
        >
          <Archive aria-hidden /> {pitch.isActive ? 'Archive' : 'Restore'}
        </Button>
        <ConfirmButton
          label={`Delete pitch ${pitch.title}`}
          description="This pitch is deleted with its video link and scores. This cannot be undone."
          onConfirm={() => void remove.mutateAsync(pitch.id).then(() => toast.success('Pitch Deleted'), (e: unknown) => refused(e, PITCH_TEXTS.deleteFailed))}
        >
          <Trash2 aria-hidden /> Delete
        </ConfirmButton>
      </div>
    </div>
  );
}
