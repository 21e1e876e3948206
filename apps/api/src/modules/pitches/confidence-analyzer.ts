import Sentiment from 'sentiment';
import {
  ASSERTIVE_PHRASES,
  CONFIDENCE_WEIGHTS as W,
  FILLER_PHRASES,
  HEDGE_PHRASES,
  MOOD_COMPARATIVE_WEIGHT,
  PACE_BANDS,
  SCORE_MAX,
  SCORE_MIN,
  SCORE_NEUTRAL,
  countTranscriptWords,
  transcriptLanguage,
  type ConfidenceAnalysis,
} from '@takeoff/shared/confidence';

const sentiment = new Sentiment();

const clamp = (value: number) => Math.min(SCORE_MAX, Math.max(SCORE_MIN, value));
const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Normalised text: lower case, curly apostrophes straightened, whitespace collapsed. */
const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** Occurrences of each phrase on word boundaries (phrases with punctuation match literally). */
const phrasePattern = (phrase: string, isFiller: boolean) =>
  // 'like' is a filler only when set off by a comma ("like, you see" / "so, like"), not the verb.
  isFiller && phrase === 'like'
    ? /(?:,\s*like(?![a-z'])|(?<![a-z'])like\s*,)/g
    : new RegExp(`(?<![a-z'])${escape(phrase)}(?![a-z'])`, 'g');

function countPhrases(text: string, phrases: readonly string[], words: number, isFiller = false) {
  const terms: { term: string; count: number }[] = [];
  for (const phrase of phrases) {
    const count = text.match(phrasePattern(phrase, isFiller))?.length ?? 0;
    if (count > 0) terms.push({ term: phrase, count });
  }
  const count = terms.reduce((sum, t) => sum + t.count, 0);
  return { count, per100Words: words > 0 ? round2((count / words) * 100) : 0, terms };
}

function withoutPhrases(text: string, hedges: readonly string[], fillers: readonly string[]) {
  let rest = text;
  for (const phrase of hedges) rest = rest.replace(phrasePattern(phrase, false), ' ');
  for (const phrase of fillers) rest = rest.replace(phrasePattern(phrase, true), ' , ');
  return rest;
}

const uniqueSorted = (items: string[]) => [...new Set(items)].sort();

/**
 * Deterministic, explainable analysis of a pitch transcript (same text and duration → same scores).
 *
 * Mood (1–5) = clamp(3 + comparative × 5), where comparative is the AFINN-165 sentiment score
 *   (sum of word valences −5…+5, with simple negation) divided by the token count, computed on the
 *   text without hedges and fillers (those are confidence features, not sentiment).
 * Confidence (1–5) = clamp(3 + A − H − F + P), where per 100 words:
 *   A = min(1.5, 0.5 × assertive first-person statements)   ("I built", "I can", "I'm"…)
 *   H = min(1.5, 0.5 × hedges)                               ("maybe", "I think", "sort of"…)
 *   F = min(1.5, 0.3 × fillers)                              ("um", "uh", "you know", ", like,"…)
 *   P = pace adjustment from words per minute when a duration is given (PACE_BANDS): 130–170 wpm +0.5,
 *       under 110 −0.5, over 190 −0.25, otherwise 0.
 * Both are rounded to one decimal.
 */
export function analyzeTranscript(
  transcript: string,
  durationSeconds?: number | null,
  /** The transcript's language when known (ISO 639-1, from the speech-to-text service or the candidate); text decides otherwise. */
  language?: string | null,
): ConfidenceAnalysis {
  const text = normalise(transcript);
  const wordCount = countTranscriptWords(text);
  const duration = durationSeconds && durationSeconds > 0 ? durationSeconds : null;
  const wordsPerMinute = duration && wordCount > 0 ? Math.round((wordCount / duration) * 60) : null;
  // A known language other than English is believed even when the text looks English enough (loanwords, names).
  const knownOther = !!language && language.trim().toLowerCase().split(/[-_]/)[0] !== 'en';
  if (knownOther || transcriptLanguage(text) === 'other')
    return notAnalysed(wordCount, duration, wordsPerMinute);

  const hedges = countPhrases(text, HEDGE_PHRASES, wordCount);
  const fillers = countPhrases(text, FILLER_PHRASES, wordCount, true);
  const assertive = countPhrases(text, ASSERTIVE_PHRASES, wordCount);
  // Hedges and fillers are scored by confidence; removed before sentiment so 'kind of' or a filler
  // 'like' do not count as positive words.
  const result = sentiment.analyze(withoutPhrases(text, HEDGE_PHRASES, FILLER_PHRASES));
  const comparative = round2(result.comparative);
  const moodSentiment = round2(comparative * MOOD_COMPARATIVE_WEIGHT);
  const moodScore = round1(clamp(SCORE_NEUTRAL + moodSentiment));
  const band = wordsPerMinute == null ? null : PACE_BANDS.find((b) => wordsPerMinute < b.max)!;

  const parts = {
    base: SCORE_NEUTRAL,
    assertive: round2(Math.min(W.assertiveCap, W.assertivePer100 * assertive.per100Words)),
    hedges: -round2(Math.min(W.hedgeCap, W.hedgePer100 * hedges.per100Words)),
    fillers: -round2(Math.min(W.fillerCap, W.fillerPer100 * fillers.per100Words)),
    pace: band?.adjustment ?? 0,
  };
  const confidenceScore = round1(
    clamp(parts.base + parts.assertive + parts.hedges + parts.fillers + parts.pace),
  );

  const positiveTerms = uniqueSorted(result.positive);
  const negativeTerms = uniqueSorted(result.negative);
  const explanation = [
    `Sentiment: ${positiveTerms.length} positive and ${negativeTerms.length} negative terms (AFINN score ${result.score}, ${comparative} per word) → mood ${moodScore}/5.`,
    `${assertive.count} assertive statement(s), ${hedges.count} hedge(s), ${fillers.count} filler(s) in ${wordCount} words.`,
    wordsPerMinute == null
      ? 'No duration given: pace not scored.'
      : `Pace ${wordsPerMinute} words per minute: ${band!.label} (${parts.pace >= 0 ? '+' : ''}${parts.pace}).`,
    `Confidence = 3 + ${parts.assertive} − ${-parts.hedges} − ${-parts.fillers} ${parts.pace >= 0 ? '+' : '−'} ${Math.abs(parts.pace)} → ${confidenceScore}/5.`,
  ];

  return {
    moodScore,
    confidenceScore,
    evidence: {
      language: 'en',
      wordCount,
      durationSeconds: duration,
      wordsPerMinute,
      pace: band?.label ?? null,
      sentimentScore: result.score,
      comparative,
      positiveTerms,
      negativeTerms,
      hedges,
      fillers,
      assertive,
      moodParts: { base: SCORE_NEUTRAL, sentiment: moodSentiment },
      confidenceParts: parts,
    },
    explanation,
  };
}

const noPhrases = { count: 0, per100Words: 0, terms: [] };

/** A transcript in a language the English lexicons cannot read: no scores, only what any script allows (words, pace). */
function notAnalysed(
  wordCount: number,
  duration: number | null,
  wordsPerMinute: number | null,
): ConfidenceAnalysis {
  return {
    moodScore: null,
    confidenceScore: null,
    evidence: {
      language: 'other',
      wordCount,
      durationSeconds: duration,
      wordsPerMinute,
      pace: null,
      sentimentScore: 0,
      comparative: 0,
      positiveTerms: [],
      negativeTerms: [],
      hedges: noPhrases,
      fillers: noPhrases,
      assertive: noPhrases,
      moodParts: { base: SCORE_NEUTRAL, sentiment: 0 },
      confidenceParts: { base: SCORE_NEUTRAL, assertive: 0, hedges: 0, fillers: 0, pace: 0 },
    },
    explanation: [
      'Not analysed: the analysis is available for English pitches only.',
      wordsPerMinute == null
        ? `${wordCount} words; no duration given.`
        : `${wordCount} words at ${wordsPerMinute} words per minute.`,
    ],
  };
}
