import { Suspense, useEffect, useState } from 'react';
import { FlightStatusBadge } from '@/components/flight-board/flight-status';
import { PageHeader } from '@/components/page-header';
import { Users } from 'lucide-react';
import { PageSpinner } from '@/components/page-spinner';
import { Button } from '@/components/ui/button';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/class-names';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useJobsWithApplications } from '../api/get-jobs-with-applications';
import { useMoveApplication } from '../api/move-application';
import type { PitchHref } from '../components/applicant-card';
import type { RenderCardActions } from '../components/pipeline-board';
import { useT } from '../i18n';

// The board and its drag and drop (dnd-kit: about 16 KB gzip) load beside the applications, so the board is
// there, draggable from its first frame, when they are.
const PipelineBoard = lazyWithPreload(async () => ({
  default: (await import('../components/pipeline-board')).PipelineBoard,
}));

type CompanyApplicationsPageProps = {
  companyId: number;
  renderCardActions?: RenderCardActions;
  /** The way a card is rejected, when the page composes one in (else a plain confirmation). */
  renderReject?: RenderCardActions;
  /** False for a member whose role may not move applications (an interviewer): the board is read-only. */
  canMove?: boolean;
  /** An application to open on (a notification's link): its job is selected first. */
  focusApplicationId?: number | null;
  /** Where a card's pitch opens (the pitches grid unless given). */
  pitchHref?: PitchHref;
};

/** Job list on the left, the selected job's applications as a pipeline on the right; `renderCardActions` adds to each card. */
export function CompanyApplicationsPage({
  companyId,
  renderCardActions,
  renderReject,
  canMove = true,
  focusApplicationId = null,
  pitchHref,
}: CompanyApplicationsPageProps) {
  const { t } = useT();
  // "Talent pool": only the candidates the organisation kept when rejecting them, across all its jobs (the server
  // filters, so it reaches past the first page of jobs).
  const [poolOnly, setPoolOnly] = useState(false);
  const query = useJobsWithApplications(companyId, poolOnly);
  const move = useMoveApplication(companyId);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  useEffect(() => PipelineBoard.preload(), []);
  const jobs = query.data?.items ?? [];
  const focusJob =
    focusApplicationId === null
      ? undefined
      : jobs.find((j) => j.applications.some((a) => a.id === focusApplicationId));
  const selected = jobs.find((j) => j.id === selectedId) ?? focusJob ?? jobs[0] ?? null;
  return (
    <div>
      {/* Someone who cannot move applications (an interviewer) reads what they are here for: scoring. */}
      <PageHeader
        title={t('pipeline.title')}
        description={t(canMove ? 'pipeline.description' : 'pipeline.descriptionEvaluate')}
      />
      {jobs.length > 0 || poolOnly ? (
        <div className="mb-3 flex flex-wrap items-center gap-2">
          <Button
            size="sm"
            variant={poolOnly ? 'default' : 'outline'}
            aria-pressed={poolOnly}
            onClick={() => setPoolOnly((on) => !on)}
          >
            <Users aria-hidden /> {t('pipeline.talentPool')}
          </Button>
          {poolOnly ? (
            <span className="text-xs text-muted-foreground">{t('pipeline.talentPoolHint')}</span>
          ) : null}
        </div>
      ) : null}
      {query.isPending ? (
        <PageSpinner />
      ) : jobs.length === 0 ? (
        <p className="text-muted-foreground">
          {t(poolOnly ? 'pipeline.talentPoolEmpty' : 'pipeline.empty')}
        </p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-[16rem_1fr]">
          <nav aria-label={t('pipeline.jobs')} className="grid content-start gap-2">
            {jobs.map((job) => (
              <button
                key={job.id}
                type="button"
                aria-current={selected?.id === job.id}
                onClick={() => setSelectedId(job.id)}
                className={cn(
                  'rounded-lg border border-border p-3 text-left text-sm hover:bg-surface-raised',
                  selected?.id === job.id && 'border-board bg-surface-raised',
                )}
              >
                <span className="block font-semibold">{job.title}</span>
                <span className="mt-1 flex items-center justify-between gap-2 text-xs text-muted-foreground">
                  <span className="whitespace-nowrap font-mono">{job.flightNumber}</span>
                  <FlightStatusBadge status={job.status} />
                </span>
                <span className="mt-1 block text-xs">
                  {t('pipeline.applications', { count: job.applications.length })}
                </span>
              </button>
            ))}
          </nav>
          <div className="min-w-0">
            {selected && selected.applications.length === 0 ? (
              <p className="text-muted-foreground">{t('pipeline.empty')}</p>
            ) : null}
            {selected && selected.applications.length > 0 ? (
              <Suspense fallback={<PageSpinner />}>
                <PipelineBoard
                  applications={selected.applications}
                  renderCardActions={renderCardActions}
                  renderReject={renderReject}
                  pitchHref={pitchHref}
                  onMove={
                    canMove
                      ? (application, status) =>
                          move.mutate(
                            { id: application.id, status },
                            {
                              onSuccess: () =>
                                showSuccessToast(
                                  t('pipeline.moved', {
                                    name: application.candidateName,
                                    stage: t(`statuses.${status}`),
                                  }),
                                ),
                              onError: (error) =>
                                showDestructiveToast(
                                  t('error'),
                                  errorMessage(error, t('pipeline.moveFailed')),
                                ),
                            },
                          )
                      : undefined
                  }
                />
              </Suspense>
            ) : null}
          </div>
        </div>
      )}
    </div>
  );
}
