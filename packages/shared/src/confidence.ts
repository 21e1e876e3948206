import { z } from 'zod';
import { plainText } from './plain-text';

/**
 * Scoring constants of the transcript analysis (mood and confidence, 1–5). The analyzer itself is
 * server-side (it needs the AFINN lexicon); the SPA uses these to explain the scores.
 */
export const SCORE_MIN = 1;
export const SCORE_MAX = 5;
export const SCORE_NEUTRAL = 3;
export const TRANSCRIPT_MAX_LENGTH = 20_000;
export const TRANSCRIPT_MAX_DURATION_SECONDS = 3_600;
/** How often the SPA polls the live analysis while dictating (seeds: 2 s). */
export const LIVE_ANALYSIS_POLL_MS = 2_000;

/** Mood = 3 + AFINN comparative score (sum of word valences / word count) × this, clamped to 1–5. */
export const MOOD_COMPARATIVE_WEIGHT = 5;

/** Confidence = 3 + assertive bonus − hedge penalty − filler penalty + pace adjustment, clamped to 1–5. */
export const CONFIDENCE_WEIGHTS = {
  /** Per assertive first-person statement per 100 words, capped. */
  assertivePer100: 0.5,
  assertiveCap: 1.5,
  hedgePer100: 0.5,
  hedgeCap: 1.5,
  fillerPer100: 0.3,
  fillerCap: 1.5,
} as const;

/** Speaking pace bands in words per minute (conversational pitch pace is about 130–170). */
export const PACE_BANDS = [
  { max: 110, adjustment: -0.5, label: 'slow (may sound hesitant)' },
  { max: 130, adjustment: 0, label: 'measured' },
  { max: 170, adjustment: 0.5, label: 'confident conversational pace' },
  { max: 190, adjustment: 0, label: 'brisk' },
  { max: Infinity, adjustment: -0.25, label: 'rushed' },
] as const;

/** Phrases that soften a claim. Matched on word boundaries, case-insensitive. */
export const HEDGE_PHRASES = [
  'maybe',
  'perhaps',
  'i think',
  'i guess',
  'i suppose',
  'sort of',
  'kind of',
  'probably',
  'possibly',
  'i hope',
  'not sure',
  'might',
  'somewhat',
  'a little bit',
] as const;

/** Verbal fillers; 'like' counts only when set off by a comma ("like," / ", like"), not as a verb. */
export const FILLER_PHRASES = [
  'um',
  'umm',
  'uh',
  'uhh',
  'er',
  'erm',
  'ah',
  'hmm',
  'you know',
  'i mean',
  'basically',
  'like',
] as const;

/** First-person statements that assert ability, experience or intent. */
export const ASSERTIVE_PHRASES = [
  'i am',
  "i'm",
  'i have',
  "i've",
  'i will',
  "i'll",
  'i can',
  'i led',
  'i built',
  'i delivered',
  'i created',
  'i designed',
  'i managed',
  'i achieved',
  'i developed',
  'i launched',
  'i shipped',
  'i improved',
  'i increased',
  'i reduced',
  'i know',
  'i excel',
  'my experience',
] as const;

/**
 * Words of any script (Greek, Cyrillic, Latin…), with an inner apostrophe kept in the word ("I'm").
 * Pace counts these, so a Greek pitch has its real words-per-minute.
 */
const WORD_PATTERN = /[\p{L}\p{N}]+(?:['\u2019][\p{L}]+)?/gu;
export const countTranscriptWords = (text: string) => (text.match(WORD_PATTERN) ?? []).length;

/** Function words common in English and rare in other Latin-script languages. */
const ENGLISH_MARKERS = new Set(
  'the and of to i my is are was were be been have has had for with that this it you we our at by from can not but or'.split(
    ' ',
  ),
);
/** A text this short has too few function words to tell; when it is in Latin script, it is taken as English. */
const SHORT_TEXT_WORDS = 8;

/**
 * The analyser's lexicons are English; a transcript in another language would get numbers it did not earn
 * (neutral mood, no assertive phrases found), so it is reported as "not analysed" instead of scored.
 * English = mostly Latin letters and, when accented letters appear in a longer text, at least one word in ten an
 * English function word.
 */
export type TranscriptLanguage = 'en' | 'other';
export function transcriptLanguage(text: string): TranscriptLanguage {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length === 0) return 'en';
  const latin = letters.filter((letter) => /\p{Script=Latin}/u.test(letter)).length;
  if (latin / letters.length < 0.8) return 'other';
  const words = (
    text
      .toLowerCase()
      .replace(/\u2019/g, "'")
      .match(WORD_PATTERN) ?? []
  ).map((word) => word.split("'")[0]!);
  // Latin script: another language shows itself by accented letters (é, ñ, ü…) and few English function words.
  if (words.length < SHORT_TEXT_WORDS || !/[^\p{ASCII}]/u.test(letters.join(''))) return 'en';
  return words.filter((word) => ENGLISH_MARKERS.has(word)).length / words.length >= 0.1
    ? 'en'
    : 'other';
}

/** Whether a stored analysis (the pitch's jsonb column) found its transcript not in English: "not analysed". */
export const isNotAnalysed = (analysis: unknown) =>
  (analysis as { evidence?: { language?: unknown } } | null)?.evidence?.language === 'other';

export const AnalyzeTextRequest = z
  .object({
    transcript: plainText().trim().min(1, 'Transcript is required').max(TRANSCRIPT_MAX_LENGTH),
    /** Spoken length in seconds; enables the words-per-minute feature. The seeds send 30. */
    duration: z.coerce.number().positive().max(TRANSCRIPT_MAX_DURATION_SECONDS).optional(),
  })
  .meta({ id: 'AnalyzeTextRequest' });
export type AnalyzeTextRequest = z.infer<typeof AnalyzeTextRequest>;

const PhraseCount = z.object({
  count: z.number().int().min(0),
  per100Words: z.number(),
  terms: z.array(z.object({ term: z.string(), count: z.number().int() })),
});

export const ConfidenceEvidence = z
  .object({
    /** 'other': not analysed (the lexicons are English); absent in analyses stored before languages were told apart. */
    language: z.enum(['en', 'other']).optional(),
    wordCount: z.number().int().min(0),
    durationSeconds: z.number().nullable(),
    wordsPerMinute: z.number().nullable(),
    pace: z.string().nullable(),
    sentimentScore: z.number(),
    comparative: z.number(),
    positiveTerms: z.array(z.string()),
    negativeTerms: z.array(z.string()),
    hedges: PhraseCount,
    fillers: PhraseCount,
    assertive: PhraseCount,
    /** Each additive part of the two formulas, so the UI can explain a score. */
    moodParts: z.object({ base: z.number(), sentiment: z.number() }),
    confidenceParts: z.object({
      base: z.number(),
      assertive: z.number(),
      hedges: z.number(),
      fillers: z.number(),
      pace: z.number(),
    }),
  })
  .meta({ id: 'ConfidenceEvidence' });
export type ConfidenceEvidence = z.infer<typeof ConfidenceEvidence>;

/**
 * The evidence companies see: scores' parts, counts and categories, but not the sentiment words found in the
 * candidate's private transcript (they can be names, health, history — personal and special-category data).
 * Hedge, filler and assertive terms come from the fixed phrase lists above, so they stay.
 */
export const EvidenceSummary = ConfidenceEvidence.omit({ positiveTerms: true, negativeTerms: true })
  .extend({ positiveCount: z.number().int().min(0), negativeCount: z.number().int().min(0) })
  .meta({ id: 'EvidenceSummary' });
export type EvidenceSummary = z.infer<typeof EvidenceSummary>;

export function summariseEvidence(evidence: ConfidenceEvidence): EvidenceSummary {
  const { positiveTerms, negativeTerms, ...rest } = evidence;
  return { ...rest, positiveCount: positiveTerms.length, negativeCount: negativeTerms.length };
}

export const ConfidenceAnalysis = z
  .object({
    /** Null when the transcript is not in English (evidence.language 'other'): not analysed. */
    moodScore: z.number().min(SCORE_MIN).max(SCORE_MAX).nullable(),
    confidenceScore: z.number().min(SCORE_MIN).max(SCORE_MAX).nullable(),
    evidence: ConfidenceEvidence,
    /** Plain-language reasons, one per line. */
    explanation: z.array(z.string()),
  })
  .meta({ id: 'ConfidenceAnalysis' });
export type ConfidenceAnalysis = z.infer<typeof ConfidenceAnalysis>;

export const LiveTranscriptRequest = z
  .object({
    transcript: plainText().max(TRANSCRIPT_MAX_LENGTH),
    /** Seconds since dictation started. */
    elapsedSeconds: z.coerce.number().min(0).max(TRANSCRIPT_MAX_DURATION_SECONDS),
  })
  .meta({ id: 'LiveTranscriptRequest' });
export type LiveTranscriptRequest = z.infer<typeof LiveTranscriptRequest>;

export const LiveAnalysis = z
  .object({
    /** False until the caller has posted a partial transcript with at least one word. */
    available: z.boolean(),
    updatedAt: z.string().nullable(),
    analysis: ConfidenceAnalysis.nullable(),
  })
  .meta({ id: 'LiveAnalysis' });
export type LiveAnalysis = z.infer<typeof LiveAnalysis>;

/** One decimal, as shown on cards ('Mood: 3.8/5'); 'N/A' when missing. */
export const formatScore = (score: number | null | undefined) =>
  score == null ? 'N/A' : `${Math.round(score * 10) / 10}/5`;
