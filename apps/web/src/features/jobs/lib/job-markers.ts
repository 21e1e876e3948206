import { t } from '../i18n';

export type JobMarker = { key: 'applied' | 'saved'; label: string };

/** What the board says a candidate already did with a job: applied first, then saved (both may show). */
export function jobMarkers(
  jobId: number,
  appliedJobIds: ReadonlySet<number>,
  savedJobIds: ReadonlySet<number>,
): JobMarker[] {
  const markers: JobMarker[] = [];
  if (appliedJobIds.has(jobId)) markers.push({ key: 'applied', label: t('markers.applied') });
  if (savedJobIds.has(jobId)) markers.push({ key: 'saved', label: t('markers.saved') });
  return markers;
}
