import { Eye, Trash2 } from 'lucide-react';
import type { AdminPitch } from '@takeoff/shared/admin';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useBulkDeletePitches, useDeletePitch } from '../api/delete-pitches';
import { usePitches } from '../api/get-pitches';
import { ConfirmButton } from '@/components/confirm-button';
import { LoadMore } from './load-more';
import { PitchVideoSummary, type AdminPitchVideoFields } from './pitch-video-summary';
import { formatDate } from './role-badge';
import { useSelection } from './selection';
import { currentLocale } from '@/lib/i18n';
import { t as translate, useT } from '../i18n';

/** A 0–5 score to one decimal, written the reader's way ('3.5/5', '3,5/5'). */
const score = (value: number | null) =>
  value === null
    ? translate('pitches.notAvailable')
    : translate('pitches.score', {
        value: new Intl.NumberFormat(currentLocale(), { maximumFractionDigits: 1 }).format(value),
      });

export function PitchesTab() {
  const { t } = useT();
  const pitches = usePitches();
  const remove = useDeletePitch();
  const bulk = useBulkDeletePitches();
  const { selected, toggle, clear } = useSelection();
  if (pitches.isPending) return <Skeleton className="h-64 w-full" />;
  if (pitches.isError) {
    const unauthenticated =
      pitches.error instanceof ApiRequestError && pitches.error.status === 401;
    return (
      <p role="alert">{unauthenticated ? t('pitches.authRequired') : t('pitches.loadFailed')}</p>
    );
  }
  const items = pitches.data.pages.flatMap((p) => p.items);
  if (items.length === 0)
    return <p className="py-8 text-center text-muted-foreground">{t('pitches.empty')}</p>;

  const deleteSelected = () =>
    bulk.mutate([...selected], {
      onSuccess: ({ deleted }) => {
        clear();
        showSuccessToast(t('pitches.bulkDeleted', { count: deleted }));
      },
      onError: (e) =>
        showDestructiveToast(
          t('common.bulkDeleteFailedTitle'),
          errorMessage(e, t('pitches.bulkDeleteFailed')),
        ),
    });

  return (
    <div className="grid grid-cols-1 gap-3">
      {selected.size > 0 ? (
        <div className="flex items-center justify-between rounded-lg border border-border bg-surface-raised p-3">
          <span>{t('common.selected', { count: selected.size })}</span>
          <ConfirmButton
            label={t('common.deleteSelected')}
            description={t('pitches.confirmBulkDelete', { count: selected.size })}
            onConfirm={deleteSelected}
            disabled={bulk.isPending}
          >
            {t('common.deleteSelected')}
          </ConfirmButton>
        </div>
      ) : null}
      {items.map((p) => (
        <PitchRow
          key={p.id}
          pitch={p}
          checked={selected.has(p.id)}
          onCheck={(on) => toggle(p.id, on)}
          onDelete={() =>
            remove.mutate(p.id, {
              onSuccess: () => {
                toggle(p.id, false);
                showSuccessToast(t('pitches.deleted'));
              },
              onError: (e) =>
                showDestructiveToast(
                  t('common.deleteFailedTitle'),
                  errorMessage(e, t('pitches.deleteFailed')),
                ),
            })
          }
        />
      ))}
      <LoadMore {...pitches} />
    </div>
  );
}

function PitchRow({
  pitch,
  checked,
  onCheck,
  onDelete,
}: {
  pitch: AdminPitch;
  checked: boolean;
  onCheck: (on: boolean) => void;
  onDelete: () => void;
}) {
  const { t } = useT();
  const watch = pitch.video_url ?? pitch.youtube_link;
  return (
    <Card data-testid="admin-pitch">
      <CardContent className="flex gap-3 pt-6">
        <Checkbox
          checked={checked}
          onCheckedChange={(v) => onCheck(v === true)}
          aria-label={t('common.selectNamed', { name: pitch.title })}
          className="mt-1"
        />
        <div className="grid min-w-0 flex-1 grid-cols-1 gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-medium">{pitch.title}</p>
            {pitch.is_active ? <Badge variant="live">{t('pitches.active')}</Badge> : null}
          </div>
          <p className="text-sm text-muted-foreground">
            {t('pitches.byline', {
              name: pitch.candidate_name ?? t('pitches.unknownCandidate'),
              date: formatDate(pitch.created_at),
            })}
          </p>
          <PitchVideoSummary pitch={pitch as AdminPitch & AdminPitchVideoFields} />
          <div className="flex flex-wrap gap-1">
            {pitch.not_analysed ? (
              <>
                <Badge variant="outline">{t('pitches.notAnalysed')}</Badge>
                <span className="text-xs text-muted-foreground">{t('pitches.englishOnly')}</span>
              </>
            ) : (
              <>
                <Badge variant="outline">
                  {t('pitches.mood', { score: score(pitch.mood_score) })}
                </Badge>
                <Badge variant="outline">
                  {t('pitches.confidence', { score: score(pitch.confidence_score) })}
                </Badge>
              </>
            )}
            {pitch.skills.map((s) => (
              <Badge key={s} variant="secondary">
                {s}
              </Badge>
            ))}
          </div>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          {watch ? (
            <Button asChild variant="outline" size="sm">
              <a
                href={watch}
                target="_blank"
                rel="noreferrer noopener"
                aria-label={t('common.viewNamed', { name: pitch.title })}
              >
                <Eye aria-hidden />
              </a>
            </Button>
          ) : null}
          <ConfirmButton
            label={t('common.deleteNamed', { name: pitch.title })}
            description={t('pitches.confirmDelete', { title: pitch.title })}
            onConfirm={onDelete}
          >
            <Trash2 aria-hidden />
          </ConfirmButton>
        </div>
      </CardContent>
    </Card>
  );
}
