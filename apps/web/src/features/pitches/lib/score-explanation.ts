import type { ConfidenceEvidence, EvidenceSummary } from '@takeoff/shared/confidence';
import { PACE_BANDS } from '@takeoff/shared/confidence';
import { t } from '../i18n';

type Evidence = ConfidenceEvidence | EvidenceSummary;

/** The shared pace bands' labels, by key in the catalogue (an unknown label is shown as it is). */
const PACE_KEYS = ['slow', 'measured', 'conversational', 'brisk', 'rushed'] as const;
const paceKey = new Map<string, (typeof PACE_KEYS)[number]>(
  PACE_BANDS.map((band, index) => [band.label, PACE_KEYS[index]!]),
);
const paceText = (pace: string | null) => {
  const key = pace ? paceKey.get(pace) : undefined;
  return key ? t(`explain.paceBand.${key}`) : (pace ?? '');
};

const quoted = (term: string) => t('explain.quoted', { term });
const quote = (terms: { term: string; count: number }[]) =>
  terms.map((term) => `${quoted(term.term)}${term.count > 1 ? ` ×${term.count}` : ''}`).join(', ');

/** What raised and what lowered each score, in plain words (not the formula), with the terms found where they may be shown. */
export function explainScores(e: Evidence): {
  mood: { raised: string[]; lowered: string[] };
  confidence: { raised: string[]; lowered: string[] };
} {
  const positives = 'positiveTerms' in e ? e.positiveTerms.length : e.positiveCount;
  const negatives = 'negativeTerms' in e ? e.negativeTerms.length : e.negativeCount;
  const words = (list: string[]) => (list.length ? `: ${list.map(quoted).join(', ')}` : '');
  const mood = { raised: [] as string[], lowered: [] as string[] };
  const tone = e.moodParts.sentiment;
  const positiveText = `${t('explain.positiveWords', { count: positives })}${'positiveTerms' in e ? words(e.positiveTerms) : ''}`;
  const negativeText = `${t('explain.negativeWords', { count: negatives })}${'negativeTerms' in e ? words(e.negativeTerms) : ''}`;
  if (tone > 0) {
    mood.raised.push(positiveText);
    if (negatives) mood.lowered.push(negativeText);
  } else if (tone < 0) {
    mood.lowered.push(negativeText);
    if (positives) mood.raised.push(positiveText);
  }
  const c = e.confidenceParts;
  const confidence = { raised: [] as string[], lowered: [] as string[] };
  if (c.assertive > 0)
    confidence.raised.push(
      `${t('explain.confidentStatements', { count: e.assertive.count })} (${quote(e.assertive.terms)})`,
    );
  if (c.hedges < 0)
    confidence.lowered.push(
      `${t('explain.hedges', { count: e.hedges.count })} (${quote(e.hedges.terms)})`,
    );
  if (c.fillers < 0)
    confidence.lowered.push(
      `${t('explain.fillers', { count: e.fillers.count })} (${quote(e.fillers.terms)})`,
    );
  if (c.pace > 0) confidence.raised.push(t('explain.steadyPace', { wpm: e.wordsPerMinute }));
  if (c.pace < 0)
    confidence.lowered.push(t('explain.pace', { wpm: e.wordsPerMinute, band: paceText(e.pace) }));
  return { mood, confidence };
}
