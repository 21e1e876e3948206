import { Eye, Trash2 } from 'lucide-react';
import { ADMIN_MESSAGES, type AdminPitch } from '@takeoff/shared/admin';
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
import { formatDate } from './role-badge';
import { useSelection } from './selection';

const score = (value: number | null) => (value === null ? 'N/A' : `${Math.round(value * 10) / 10}/5`);

export function PitchesTab() {
  const pitches = usePitches();
  const remove = useDeletePitch();
  const bulk = useBulkDeletePitches();
  const { selected, toggle, clear } = useSelection();
  if (pitches.isPending) return <Skeleton className="h-64 w-full" />;
  if (pitches.isError) {
    const unauthenticated = pitches.error instanceof ApiRequestError && pitches.error.status === 401;
    return <p role="alert">{unauthenticated ? 'Admin authentication required' : 'Failed to fetch pitches'}</p>;
  }
  const items = pitches.data.pages.flatMap((p) => p.items);
  if (items.length === 0) return <p className="py-8 text-center text-muted-foreground">No candidate pitches found</p>;

  const deleteSelected = () =>
    bulk.mutate([...selected], {
      onSuccess: ({ deleted }) => {
        clear();
        showSuccessToast(ADMIN_MESSAGES.pitchesBulkDeleted(deleted));
      },
      onError: (e) => showDestructiveToast(ADMIN_MESSAGES.bulkDeleteFailedTitle, errorMessage(e, 'Failed to bulk delete pitches')),
    });

  return (
    <div className="grid grid-cols-1 gap-3">
      {selected.size > 0 ? (
        <div className="flex items-center justify-between rounded-lg border border-border bg-surface-raised p-3">
          <span>{selected.size} selected</span>
          <ConfirmButton label="Delete Selected" description={`Delete ${selected.size} candidate pitches? This action cannot be undone.`} onConfirm={deleteSelected} disabled={bulk.isPending}>
            Delete Selected
          </ConfirmButton>
        </div>
      ) : null}
      {items.map((p) => (
        <PitchRow key={p.id} pitch={p} checked={selected.has(p.id)} onCheck={(on) => toggle(p.id, on)} onDelete={() =>
          remove.mutate(p.id, {
            onSuccess: () => {
              toggle(p.id, false);
              showSuccessToast(ADMIN_MESSAGES.pitchDeleted);
            },
            onError: (e) => showDestructiveToast(ADMIN_MESSAGES.deleteFailedTitle, errorMessage(e, 'Failed to delete pitch')),
          })
        } />
      ))}
      <LoadMore {...pitches} />
    </div>
  );
}

function PitchRow({ pitch, checked, onCheck, onDelete }: { pitch: AdminPitch; checked: boolean; onCheck: (on: boolean) => void; onDelete: () => void }) {
  const watch = pitch.video_url ?? pitch.youtube_link;
  return (
    <Card data-testid="admin-pitch">
      <CardContent className="flex gap-3 pt-6">
        <Checkbox checked={checked} onCheckedChange={(v) => onCheck(v === true)} aria-label={`Select ${pitch.title}`} className="mt-1" />
        <div className="grid min-w-0 flex-1 grid-cols-1 gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-medium">{pitch.title}</p>
            {pitch.is_active ? <Badge variant="live">Active</Badge> : null}
          </div>
          <p className="text-sm text-muted-foreground">
            By: {pitch.candidate_name ?? 'Unknown Candidate'} · {formatDate(pitch.created_at)}
          </p>
          <div className="flex flex-wrap gap-1">
            <Badge variant="outline">Mood: {score(pitch.mood_score)}</Badge>
            <Badge variant="outline">Confidence: {score(pitch.confidence_score)}</Badge>
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
              <a href={watch} target="_blank" rel="noreferrer noopener" aria-label={`View ${pitch.title}`}>
                <Eye aria-hidden />
              </a>
            </Button>
          ) : null}
          <ConfirmButton label={`Delete ${pitch.title}`} description={`Are you sure you want to delete "${pitch.title}"? This action cannot be undone.`} onConfirm={onDelete}>
            <Trash2 aria-hidden />
          </ConfirmButton>
        </div>
      </CardContent>
    </Card>
  );
}
