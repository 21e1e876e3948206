import { Suspense, type ReactNode } from 'react';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { Calendar, Clock } from 'lucide-react';
import type { ListedPitch } from '@takeoff/shared/pitches';
import { PITCH_TEXTS } from '@takeoff/shared/pitch-constants';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useViewPitch } from '../api/view-pitch';
import { CandidateNoteEditor } from './candidate-note-editor';
import { PitchMedia, preloadPitchPlayers } from './pitch-media';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { formatDate } from '@/lib/format-date';
import { useT } from '../i18n';
import { displayLabel } from '../lib/texts';
import { playableVideoOf } from '../lib/pitch-video';

// Admins only: their controls (and the select they use) load only for them.
const AdminPitchControls = lazyWithRetry(async () => ({
  default: (await import('./admin-pitch-controls')).AdminPitchControls,
}));

// The scores' badges and their explanations draw once the pitches are in: they load beside them (preloadPitchCard).
const ScoreBadges = lazyWithPreload(async () => ({
  default: (await import('./score-badges')).ScoreBadges,
}));

/** Starts fetching what a card draws besides its text (player, score badges) when a page that shows pitches mounts. */
export function preloadPitchCard() {
  preloadPitchPlayers();
  ScoreBadges.preload();
}

const STATUS_BADGE = { available: 'live', onboarding: 'boarding', placement: 'expiring' } as const;

export type PitchCardSlots = {
  /** The rankings issue's star widget (target type candidate). */
  renderRating?: (pitch: ListedPitch) => ReactNode;
  /** The messages feature's Send a Message dialog. */
  renderMessageAction?: (pitch: ListedPitch) => ReactNode;
  onScheduleInterview?: (pitch: ListedPitch) => void;
  /** The score reviews feature's answer to a candidate's open request for a human review. */
  renderScoreReview?: (pitch: ListedPitch) => ReactNode;
};

type PitchCardProps = PitchCardSlots & { pitch: ListedPitch; isAdmin: boolean };

export function PitchCard({
  pitch,
  isAdmin,
  renderRating,
  renderMessageAction,
  onScheduleInterview,
  renderScoreReview,
}: PitchCardProps) {
  const view = useViewPitch();
  const { t } = useT();
  const label = displayLabel(pitch.label);
  const heading = pitch.title || label;
  // A hosted video's length is measured by processing; a YouTube pitch's comes from its transcript's evidence.
  const hosted = playableVideoOf(pitch)?.durationSeconds;
  const seconds = hosted ? Math.round(hosted) : pitch.evidence?.durationSeconds;
  return (
    <Card
      className="flex flex-col"
      data-testid="pitch-card"
      aria-label={`${label}: ${pitch.title}`}
    >
      <div className="relative p-3">
        <PitchMedia
          pitch={pitch}
          title={heading}
          onPlay={isAdmin ? undefined : () => view.mutate(pitch.id)}
        />
        {seconds ? (
          <div className="pointer-events-none absolute left-5 top-5 flex gap-1.5">
            <Badge variant="secondary">
              <Clock aria-hidden className="size-3" /> {PITCH_TEXTS.durationBadge(seconds)}
            </Badge>
          </div>
        ) : null}
      </div>
      <CardContent className="grid flex-1 content-start gap-3">
        <div className="flex items-start justify-between gap-2">
          <h2 className="text-lg font-semibold leading-tight">{heading}</h2>
          <Badge variant={STATUS_BADGE[pitch.status]} className="capitalize">
            {t(`statusBadge.${pitch.status}`)}
          </Badge>
        </div>
        <p className="font-mono text-sm text-board">
          {label} ·{' '}
          <span className="text-muted-foreground">
            {pitch.named ? t('texts.appliedToYou') : t('texts.anonymous')} ·{' '}
            {formatDate(pitch.createdAt)}
          </span>
        </p>
        <div className="flex flex-wrap gap-1.5">
          {pitch.skills.map((skill) => (
            <Badge key={skill} variant="outline">
              {skill}
            </Badge>
          ))}
        </div>
        <Suspense fallback={null}>
          <ScoreBadges
            moodScore={pitch.moodScore}
            confidenceScore={pitch.confidenceScore}
            evidence={pitch.evidence}
            overrides={pitch.overrides}
            automatedScoresOff={pitch.automatedScoresOff}
          />
        </Suspense>
        {pitch.openReview ? (
          <div className="grid gap-1.5 rounded-md border border-dashed border-border p-2 text-xs">
            <p>{t('scores.openReview')}</p>
            {renderScoreReview?.(pitch)}
          </div>
        ) : null}
        {renderRating ? <div data-tour="rate">{renderRating(pitch)}</div> : null}
        {!isAdmin ? (
          <div className="flex flex-wrap gap-2 [&>*]:min-w-fit [&>*]:flex-1">
            <Button
              data-tour="schedule"
              onClick={() => onScheduleInterview?.(pitch)}
              disabled={!onScheduleInterview}
            >
              <Calendar aria-hidden /> {t('card.schedule')}
            </Button>
            {renderMessageAction ? (
              <div data-tour="message">{renderMessageAction(pitch)}</div>
            ) : null}
          </div>
        ) : null}
        {!isAdmin ? (
          <CandidateNoteEditor candidateId={pitch.candidateId} label={pitch.label} />
        ) : null}
        {isAdmin ? (
          <Suspense fallback={null}>
            <AdminPitchControls pitch={pitch} />
          </Suspense>
        ) : null}
      </CardContent>
    </Card>
  );
}
