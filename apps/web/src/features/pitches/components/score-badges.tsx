import { useState } from 'react';
import { Gauge, Smile } from 'lucide-react';
import type { ConfidenceEvidence, EvidenceSummary } from '@takeoff/shared/confidence';
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
};

/** 'Mood: x/5' and 'Confidence: x/5' with a popover that shows the evidence behind both. */
export function ScoreBadges({ moodScore, confidenceScore, evidence }: ScoreBadgesProps) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  // A transcript the analyser cannot read gets no numbers to be compared by, only the reason.
  if (evidence?.language === 'other') {
    return (
      <span className="flex flex-wrap items-center gap-1.5" data-tour="sentiment">
        <Badge variant="secondary">{t('scores.notAnalysed')}</Badge>
        <span className="text-xs text-muted-foreground">{t('scores.englishOnly')}</span>
      </span>
    );
  }
  const badges = (
    <span className="flex flex-wrap gap-1.5" data-tour="sentiment">
      <Badge variant="secondary">
        <Smile aria-hidden className="size-3" />{' '}
        {t('scores.mood', { score: formatScoreText(moodScore) })}
      </Badge>
      <Badge variant="secondary">
        <Gauge aria-hidden className="size-3" />{' '}
        {t('scores.confidence', { score: formatScoreText(confidenceScore) })}
      </Badge>
    </span>
  );
  if (!evidence) return badges;
  return (
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
      {list(t('scores.moodTitle'), mood.raised, mood.lowered)}
      {list(t('scores.confidenceTitle'), confidence.raised, confidence.lowered)}
      {e.durationSeconds == null ? (
        <p className="text-muted-foreground">{t('scores.noPace')}</p>
      ) : null}
    </div>
  );
}
