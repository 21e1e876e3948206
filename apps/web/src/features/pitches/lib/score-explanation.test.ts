import { describe, expect, it } from 'vitest';
import type { ConfidenceEvidence } from '@takeoff/shared/confidence';
import { summariseEvidence } from '@takeoff/shared/confidence';
import { explainScores } from './score-explanation';

const evidence: ConfidenceEvidence = {
  wordCount: 40,
  durationSeconds: 20,
  wordsPerMinute: 120,
  pace: 'a little slow',
  sentimentScore: 4,
  comparative: 0.1,
  positiveTerms: ['great', 'love'],
  negativeTerms: ['problem'],
  hedges: { count: 1, per100Words: 2.5, terms: [{ term: 'maybe', count: 1 }] },
  fillers: { count: 2, per100Words: 5, terms: [{ term: 'um', count: 2 }] },
  assertive: {
    count: 3,
    per100Words: 7.5,
    terms: [
      { term: 'i built', count: 2 },
      { term: "i'm", count: 1 },
    ],
  },
  moodParts: { base: 3, sentiment: 0.5 },
  confidenceParts: { base: 3, assertive: 1.5, hedges: -0.5, fillers: -1, pace: 0 },
};

describe('explainScores', () => {
  it('says what raised and lowered each score in words, with the terms, not the formula', () => {
    const { mood, confidence } = explainScores(evidence);
    expect(mood.raised).toEqual(['2 positive words: “great”, “love”']);
    expect(mood.lowered).toEqual(['1 negative word: “problem”']);
    expect(confidence.raised).toEqual(["3 confident statements (“i built” ×2, “i'm”)"]);
    expect(confidence.lowered).toEqual(['1 hedge (“maybe”)', '2 fillers (“um” ×2)']);
    expect(JSON.stringify({ mood, confidence })).not.toMatch(/[+−] \d/);
  });

  it('gives companies counts only: no word from the transcript', () => {
    const { mood } = explainScores(summariseEvidence(evidence));
    expect(mood.raised).toEqual(['2 positive words']);
    expect(mood.lowered).toEqual(['1 negative word']);
  });
});

describe('explainScores in Greek', () => {
  it('counts with Greek plurals and quotes the terms with «»', async () => {
    const { i18n } = await import('@/lib/i18n');
    await i18n.changeLanguage('el');
    try {
      const { mood, confidence } = explainScores(evidence);
      expect(mood.raised).toEqual(['2 θετικές λέξεις: «great», «love»']);
      expect(mood.lowered).toEqual(['1 αρνητική λέξη: «problem»']);
      expect(confidence.lowered).toEqual([
        '1 επιφυλακτική διατύπωση («maybe»)',
        '2 λέξεις-γεμίσματα («um» ×2)',
      ]);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
