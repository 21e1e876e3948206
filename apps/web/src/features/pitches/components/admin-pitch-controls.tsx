import { Archive, Trash2 } from 'lucide-react';
import type { ListedPitch, PitchStatus } from '@takeoff/shared/pitches';
import { PITCH_STATUSES } from '@takeoff/shared/pitch-constants';
import { Button } from '@/components/ui/button';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { t as translate, useT } from '../i18n';
import { useDeletePitch } from '../api/delete-pitch';
import { useUpdatePitchAdmin } from '../api/update-pitch-admin';
import { ConfirmButton } from '@/components/confirm-button';

/** A 403 from the API is shown as the seeds' 'Access Denied' toast with the server's reason. */
function refused(error: unknown, fallback: string) {
  if (error instanceof ApiRequestError && error.status === 403)
    showDestructiveToast(translate('texts.accessDenied'), errorMessage(error, fallback));
  else showDestructiveToast(translate('error'), fallback);
}

export function AdminPitchControls({ pitch }: { pitch: ListedPitch }) {
  const update = useUpdatePitchAdmin();
  const remove = useDeletePitch();
  const { t } = useT();
  return (
    <div
      className="grid gap-2 rounded-lg border border-status-expiring/40 p-3"
      aria-label={t('admin.controls')}
    >
      <p className="text-xs font-semibold uppercase tracking-wide text-status-expiring">
        {t('admin.heading')}
      </p>
      <Select
        value={pitch.status}
        onValueChange={(status) =>
          update.mutateAsync({ id: pitch.id, status: status as PitchStatus }).then(
            () => showSuccessToast(translate('admin.statusUpdated')),
            (e: unknown) => refused(e, translate('texts.statusFailed')),
          )
        }
      >
        <SelectTrigger aria-label={t('admin.statusLabel')}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {PITCH_STATUSES.map((s) => (
            <SelectItem key={s} value={s}>
              {t(`status.${s}`)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={() =>
            update.mutateAsync({ id: pitch.id, isActive: !pitch.isActive }).then(
              () =>
                showSuccessToast(translate(pitch.isActive ? 'admin.archived' : 'admin.restored')),
              (e: unknown) => refused(e, translate('texts.archiveFailed')),
            )
          }
        >
          <Archive aria-hidden /> {pitch.isActive ? t('admin.archive') : t('admin.restore')}
        </Button>
        <ConfirmButton
          label={t('admin.deleteLabel', { title: pitch.title })}
          description={t('admin.deleteDescription')}
          onConfirm={() =>
            void remove.mutateAsync(pitch.id).then(
              () => showSuccessToast(translate('admin.deleted')),
              (e: unknown) => refused(e, translate('texts.deleteFailed')),
            )
          }
        >
          <Trash2 aria-hidden /> {t('admin.delete')}
        </ConfirmButton>
      </div>
    </div>
  );
}
