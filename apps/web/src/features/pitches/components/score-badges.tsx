import { Gauge, Smile } from 'lucide-react';
import { formatScore, type ConfidenceEvidence, type EvidenceSummary } from '@takeoff/shared/confidence';
import { Badge } from '@/components/ui/badge';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';

/** The owner sees the full evidence (words from their own transcript); companies a summary with counts only. */
type Evidence = ConfidenceEvidence | EvidenceSummary;
type ScoreBadgesProps = { moodScore: number | null; confidenceScore: number | null; evidence: Evidence | null };

const sentimentWords = (words: string[] | undefined, count: number | undefined) =>
  words ? words.join(', ') || 'none' : count ? `${count} ${count === 1 ? 'word' : 'words'}` : 'none';

const terms = (items: { term: string; count: number }[]) => (items.length ? items.map((t) => `${t.term} ×${t.count}`).join(', ') : 'none');

/** 'Mood: x/5' and 'Confidence: x/5' with a popover that shows the evidence behind both. */
export function ScoreBadges({ moodScore, confidenceScore, evidence }: ScoreBadgesProps) {
  const badges = (
    <span className="flex flex-wrap gap-1.5" data-tour="sentiment">
      <Badge variant="secondary">
        <Smile aria-hidden className="size-3" /> Mood: {formatScore(moodScore)}
      </Badge>
      <Badge variant="secondary">
        <Gauge aria-hidden className="size-3" /> Confidence: {formatScore(confidenceScore)}
      </Badge>
    </span>
  );
  if (!evidence) return badges;
  return (
    <Popover>
      <PopoverTrigger className="rounded-full text-left">
        {badges}
        <span className="sr-only">Why these scores?</span>
      </PopoverTrigger>
      <PopoverContent className="w-80 text-sm">
        <ScoreEvidence evidence={evidence} />
      </PopoverContent>
    </Popover>
  );
}

export function ScoreEvidence({ evidence: e }: { evidence: Evidence }) {
  const c = e.confidenceParts;
  const full = 'positiveTerms' in e ? e : null;
  const summary = 'positiveCount' in e ? e : null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
      <dt className="text-muted-foreground">Positive words</dt>
      <dd>{sentimentWords(full?.positiveTerms, summary?.positiveCount)}</dd>
      <dt className="text-muted-foreground">Negative words</dt>
      <dd>{sentimentWords(full?.negativeTerms, summary?.negativeCount)}</dd>
      <dt className="text-muted-foreground">Mood</dt>
      <dd>
        3 {e.moodParts.sentiment >= 0 ? '+' : '−'} {Math.abs(e.moodParts.sentiment)} (sentiment {e.comparative} per word)
      </dd>
      <dt className="text-muted-foreground">Assertive</dt>
      <dd>{terms(e.assertive.terms)}</dd>
      <dt className="text-muted-foreground">Hedges</dt>
      <dd>{terms(e.hedges.terms)}</dd>
      <dt className="text-muted-foreground">Fillers</dt>
      <dd>{terms(e.fillers.terms)}</dd>
      <dt className="text-muted-foreground">Pace</dt>
      <dd>{e.wordsPerMinute == null ? 'not measured' : `${e.wordsPerMinute} wpm, ${e.pace}`}</dd>
      <dt className="text-muted-foreground">Confidence</dt>
      <dd>
        3 + {c.assertive} − {-c.hedges} − {-c.fillers} {c.pace >= 0 ? '+' : '−'} {Math.abs(c.pace)}
      </dd>
    </dl>
  );
}
