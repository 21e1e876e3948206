import { useState } from 'react';
import { Bot, Gauge, Smile, UserCheck } from 'lucide-react';
import type { ConfidenceEvidence, EvidenceSummary } from '@takeoff/shared/confidence';
import { latestOverrides } from '@takeoff/shared/score-review-constants';
import type { ScoreOverride } from '@takeoff/shared/score-reviews';
import { Badge } from '@/components/ui/badge';
import { LazyPopover } from '@/components/lazy-popover';
import { useT } from '../i18n';
import { explainScores } from '../lib/score-explanation';
import { formatScoreText } from '../lib/texts';

/** The owner sees the full evidence (words from their own transcript); companies a summary with counts only. */
type Evidence = ConfidenceEvidence | EvidenceSummary;
type ScoreBadgesProps = {
  moodScore: number | null;
  confidenceScore: number | null;
  evidence: Evidence | null;
  /** The reading organisation's people's judgements: each replaces its automated number (issue #41). */
  overrides?: ScoreOverride[] | undefined;
  /** The reading organisation turned automated scores off: the server sent no numbers. */
  automatedScoresOff?: boolean | undefined;
};

/** A person's judgement in place of a number, with who set it and why. */
function Judgement({ override: o }: { override: ScoreOverride }) {
  const { t } = useT();
  return (
    <Badge
      variant="outline"
      className="max-w-full whitespace-normal"
      title={t('scores.judgedBy', { name: o.by?.name ?? '', reason: o.reason })}
      data-testid="score-judgement"
    >
      <UserCheck aria-hidden className="size-3 shrink-0" />{' '}
      {t('scores.judgement', {
        score: t(o.score === 'mood' ? 'scores.moodTitle' : 'scores.confidenceTitle'),
        judgement: o.judgement,
        level: o.level,
      })}
    </Badge>
  );
}

/**
 * 'Mood: x/5' and 'Confidence: x/5', marked "Automated", with a popover that says how they were computed and from
 * what. A member's judgement replaces its number; with automated scores off only judgements are shown.
 */
export function ScoreBadges({
  moodScore,
  confidenceScore,
  evidence,
  overrides = [],
  automatedScoresOff = false,
}: ScoreBadgesProps) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const judged = latestOverrides(overrides);
  const judgements = [judged.mood, judged.confidence].filter((o) => o !== undefined);
  if (automatedScoresOff)
    return (
      <span className="flex flex-wrap items-center gap-1.5" data-tour="sentiment">
        {judgements.map((o) => (
          <Judgement key={o.score} override={o} />
        ))}
        <span className="text-xs text-muted-foreground">{t('scores.off')}</span>
      </span>
    );
  // A transcript the analyser cannot read gets no numbers to be compared by, only the reason.
  if (evidence?.language === 'other') {
    return (
      <span className="flex flex-wrap items-center gap-1.5" data-tour="sentiment">
        <Badge variant="secondary">{t('scores.notAnalysed')}</Badge>
        <span className="text-xs text-muted-foreground">{t('scores.englishOnly')}</span>
      </span>
    );
  }
  const automatedShown = !judged.mood || !judged.confidence;
  const badges = (
    <span className="flex flex-wrap gap-1.5" data-tour="sentiment">
      {judged.mood ? null : (
        <Badge variant="secondary">
          <Smile aria-hidden className="size-3" />{' '}
          {t('scores.mood', { score: formatScoreText(moodScore) })}
        </Badge>
      )}
      {judged.confidence ? null : (
        <Badge variant="secondary">
          <Gauge aria-hidden className="size-3" />{' '}
          {t('scores.confidence', { score: formatScoreText(confidenceScore) })}
        </Badge>
      )}
      {(!judged.mood && moodScore != null) || (!judged.confidence && confidenceScore != null) ? (
        <Badge variant="outline" data-testid="automated-marker">
          <Bot aria-hidden className="size-3" /> {t('scores.automated')}
        </Badge>
      ) : null}
    </span>
  );
  const judgementList = judgements.length ? (
    <span className="flex flex-wrap gap-1.5">
      {judgements.map((o) => (
        <Judgement key={o.score} override={o} />
      ))}
    </span>
  ) : null;
  if (!evidence || !automatedShown)
    return (
      <span className="grid gap-1.5">
        {judgementList}
        {automatedShown ? badges : null}
      </span>
    );
  return (
    <span className="grid gap-1.5">
      {judgementList}
      <LazyPopover
        open={open}
        onOpenChange={setOpen}
        contentClassName="w-80 text-sm"
        trigger={
          <button type="button" className="rounded-full text-left">
            {badges}
            <span className="ml-1 text-xs font-medium text-primary underline underline-offset-2">
              {t('scores.why')}
            </span>
          </button>
        }
      >
        <ScoreEvidence evidence={evidence} />
      </LazyPopover>
    </span>
  );
}

export function ScoreEvidence({ evidence: e }: { evidence: Evidence }) {
  const { t } = useT();
  const { mood, confidence } = explainScores(e);
  const list = (title: string, raised: string[], lowered: string[]) => (
    <div className="grid gap-1">
      <p className="font-semibold">{title}</p>
      {raised.length === 0 && lowered.length === 0 ? (
        <p className="text-muted-foreground">{t('scores.unmoved')}</p>
      ) : null}
      {raised.length ? <p>{t('scores.raisedBy', { list: raised.join('; ') })}</p> : null}
      {lowered.length ? <p>{t('scores.loweredBy', { list: lowered.join('; ') })}</p> : null}
    </div>
  );
  return (
    <div className="grid gap-3" data-testid="score-evidence">
      <p className="text-muted-foreground">{t('scores.automatedHow')}</p>
      {list(t('scores.moodTitle'), mood.raised, mood.lowered)}
      {list(t('scores.confidenceTitle'), confidence.raised, confidence.lowered)}
      {e.durationSeconds == null ? (
        <p className="text-muted-foreground">{t('scores.noPace')}</p>
      ) : null}
    </div>
  );
}
