import { Suspense, useState, type ReactNode } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { ArrowRight, GripVertical, PlayCircle, UserCheck, X } from 'lucide-react';
import { Link } from 'react-router';
import { nextStage, type Applicant, type ApplicationStatus } from '@takeoff/shared/applications';
import { latestOverrides } from '@takeoff/shared/score-review-constants';
import { ConfirmButton } from '@/components/confirm-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/class-names';
import { formatDate } from '@/lib/format-date';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { t, useT } from '../i18n';
import { oneDecimal } from '../lib/format';
import { ApplicantPitchVideo } from './applicant-pitch-video';
import { MoveToButton } from './move-to-button';

const MoveToMenu = lazyWithRetry(async () => ({
  default: (await import('./move-to-menu')).MoveToMenu,
}));

export type Move = (application: Applicant, status: ApplicationStatus) => void;

/** Where a card's pitch opens: the pitches grid, or (for someone who may not browse talent) the page itself. */
export type PitchHref = (pitchId: number) => string;
const pitchesGrid: PitchHref = (pitchId) => `/company/candidates?pitch=${pitchId}`;

const score = (value: number | null) =>
  value != null ? t('card.score', { score: oneDecimal(value) }) : t('card.notAvailable');

/**
 * The automated scores marked as such, or a member's judgement in place of each (issue #41); with the organisation's
 * automated scores off the server sends no numbers and only judgements show.
 */
function PitchScores({ pitch }: { pitch: NonNullable<Applicant['pitch']> }) {
  const { t } = useT();
  const judged = latestOverrides(pitch.overrides ?? []);
  const judgements = [judged.mood, judged.confidence].filter((o) => o !== undefined);
  const automated = pitch.automatedScoresOff ? (
    t('card.scoresOff')
  ) : pitch.notAnalysed ? (
    t('card.notAnalysed')
  ) : judgements.length === 2 ? null : (
    <>
      {judged.mood
        ? t('card.oneScore', { score: t('card.confidence'), value: score(pitch.confidenceScore) })
        : judged.confidence
          ? t('card.oneScore', { score: t('card.mood'), value: score(pitch.moodScore) })
          : t('card.scores', {
              mood: score(pitch.moodScore),
              confidence: score(pitch.confidenceScore),
            })}{' '}
      {/* Only a number is marked automated: N/A is no score. */}
      {(!judged.mood && pitch.moodScore != null) ||
      (!judged.confidence && pitch.confidenceScore != null) ? (
        <span className="rounded border border-border px-1 text-[0.65rem] uppercase tracking-wide">
          {t('card.automated')}
        </span>
      ) : null}
    </>
  );
  return (
    <>
      {judgements.map((o) => (
        <span
          key={o.score}
          className="block font-medium"
          title={t('card.judgedBy', { name: o.by?.name ?? '', reason: o.reason })}
          data-testid="card-judgement"
        >
          <UserCheck aria-hidden className="mr-1 inline size-3" />
          {t('card.judgement', {
            score: t(o.score === 'mood' ? 'card.mood' : 'card.confidence'),
            judgement: o.judgement,
            level: o.level,
          })}
        </span>
      ))}
      {automated ? <span className="block text-muted-foreground">{automated}</span> : null}
    </>
  );
}

/** The "Move to…" menu: its button at once, the menu library (Radix menu and its popper: about 25 KB gzip) right after;
 * a tap before it has arrived opens the menu once it has. */
function LazyMoveToMenu({ application, onMove }: { application: Applicant; onMove: Move }) {
  const [openOnLoad, setOpenOnLoad] = useState(false);
  return (
    <Suspense
      fallback={
        <MoveToButton
          application={application}
          aria-haspopup="menu"
          aria-expanded={false}
          onClick={() => setOpenOnLoad(true)}
        />
      }
    >
      <MoveToMenu application={application} onMove={onMove} defaultOpen={openOnLoad} />
    </Suspense>
  );
}

/** `actions`: what the page composes in from other features (the Scorecards button). Without `onMove` the card is read-only. */
export function ApplicantCard({
  application,
  onMove,
  actions,
  reject,
  pitchHref = pitchesGrid,
}: {
  application: Applicant;
  onMove?: Move | undefined;
  actions?: ReactNode;
  /** The page's own way to reject (a dialog with the closing text) in place of the plain confirmation. */
  reject?: ReactNode;
  pitchHref?: PitchHref | undefined;
}) {
  const { t } = useT();
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: application.id,
    data: application,
    disabled: !onMove,
  });
  const next = nextStage(application.status);
  const style = transform
    ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` }
    : undefined;
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={cn(
        'rounded-lg border border-border bg-surface p-3 text-sm shadow-sm',
        isDragging && 'z-10 opacity-80 ring-2 ring-board',
      )}
      aria-label={t('card.label', { name: application.candidateName })}
    >
      <div className="flex items-start gap-2">
        {onMove ? (
          <button
            type="button"
            className="-m-1 mt-0 cursor-grab touch-none rounded p-1 text-muted-foreground focus-visible:outline-2 focus-visible:outline-board"
            aria-label={t('card.drag', { name: application.candidateName })}
            {...listeners}
            {...attributes}
          >
            <GripVertical className="size-4" />
          </button>
        ) : null}
        <div className="min-w-0 flex-1">
          <p className="font-semibold">
            {application.candidateName}
            {application.inTalentPool ? (
              <Badge variant="outline" className="ml-1.5 align-middle">
                {t('card.talentPool')}
              </Badge>
            ) : null}
          </p>
          {application.candidateEmail ? (
            <p className="truncate text-xs text-muted-foreground">{application.candidateEmail}</p>
          ) : null}
        </div>
      </div>
      {application.pitch ? (
        <p className="mt-2 text-xs">
          <Link
            to={pitchHref(application.pitch.id)}
            className="inline-flex items-center gap-1 font-medium text-board underline-offset-2 hover:underline"
            aria-label={t('card.pitchLink', {
              name: application.candidateName,
              title: application.pitch.title,
            })}
          >
            <PlayCircle aria-hidden className="size-3.5 shrink-0" /> {application.pitch.title}
          </Link>
          <PitchScores pitch={application.pitch} />
        </p>
      ) : null}
      {application.pitch?.video ? (
        <ApplicantPitchVideo
          video={application.pitch.video}
          name={application.candidateName}
          title={application.pitch.title}
        />
      ) : null}
      {application.coverMessage ? (
        <p className="mt-2 line-clamp-3 text-xs italic">
          {t('card.coverMessage', { message: application.coverMessage })}
        </p>
      ) : null}
      <p className="mt-2 text-xs text-muted-foreground">
        {t('card.applied', { date: formatDate(application.appliedAt) })}
        {application.movedBy
          ? t('card.movedBy', {
              name: application.movedBy.name,
              date: formatDate(application.statusChangedAt),
            })
          : ''}
      </p>
      <div className="mt-2 flex flex-wrap gap-1">
        {next && onMove ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() => onMove(application, next)}
            aria-label={t('card.moveNext', {
              name: application.candidateName,
              stage: t(`statuses.${next}`),
            })}
          >
            {t(`statuses.${next}`)} <ArrowRight />
          </Button>
        ) : null}
        {onMove ? <LazyMoveToMenu application={application} onMove={onMove} /> : null}
        {actions}
        {onMove && application.status !== 'rejected' && application.status !== 'hired' ? (
          reject ? (
            reject
          ) : (
            <ConfirmButton
              variant="ghost"
              label={t('card.rejectLabel', { name: application.candidateName })}
              title={t('card.rejectTitle', { name: application.candidateName })}
              description={t('card.rejectDescription')}
              confirmLabel={t('card.reject')}
              onConfirm={() => onMove(application, 'rejected')}
            >
              <X /> {t('card.reject')}
            </ConfirmButton>
          )
        ) : null}
      </div>
    </li>
  );
}
