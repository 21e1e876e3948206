import type { ConfidenceEvidence, EvidenceSummary } from '@takeoff/shared/confidence';

type Evidence = ConfidenceEvidence | EvidenceSummary;

const quote = (terms: { term: string; count: number }[]) => terms.map((t) => `“${t.term}”${t.count > 1 ? ` ×${t.count}` : ''}`).join(', ');
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What raised and what lowered each score, in plain words (not the formula), with the terms found where they may be shown. */
export function explainScores(e: Evidence): { mood: { raised: string[]; lowered: string[] }; confidence: { raised: string[]; lowered: string[] } } {
  const positives = 'positiveTerms' in e ? e.positiveTerms.length : e.positiveCount;
  const negatives = 'negativeTerms' in e ? e.negativeTerms.length : e.negativeCount;
  const words = (list: string[]) => (list.length ? `: ${list.map((w) => `“${w}”`).join(', ')}` : '');
  const mood = { raised: [] as string[], lowered: [] as string[] };
  const tone = e.moodParts.sentiment;
  const positiveText = `${plural(positives, 'positive word')}${'positiveTerms' in e ? words(e.positiveTerms) : ''}`;
  const negativeText = `${plural(negatives, 'negative word')}${'negativeTerms' in e ? words(e.negativeTerms) : ''}`;
  if (tone > 0) {
    mood.raised.push(positiveText);
    if (negatives) mood.lowered.push(negativeText);
  } else if (tone < 0) {
    mood.lowered.push(negativeText);
    if (positives) mood.raised.push(positiveText);
  }
  const c = e.confidenceParts;
  const confidence = { raised: [] as string[], lowered: [] as string[] };
  if (c.assertive > 0) confidence.raised.push(`${plural(e.assertive.count, 'confident statement')} (${quote(e.assertive.terms)})`);
  if (c.hedges < 0) confidence.lowered.push(`${plural(e.hedges.count, 'hedge')} (${quote(e.hedges.terms)})`);
  if (c.fillers < 0) confidence.lowered.push(`${plural(e.fillers.count, 'filler')} (${quote(e.fillers.terms)})`);
  if (c.pace > 0) confidence.raised.push(`a steady pace of ${e.wordsPerMinute} words a minute`);
  if (c.pace < 0) confidence.lowered.push(`a pace of ${e.wordsPerMinute} words a minute (${e.pace})`);
  return { mood, confidence };
}
