import { describe, expect, it } from 'vitest';
import { ConfidenceAnalysis } from '@takeoff/shared/confidence';
import { analyzeTranscript } from './confidence-analyzer';

const CONFIDENT =
  "Hi, I'm a backend engineer. I built a payments platform that handles a million transactions a day. " +
  'I led a team of five and I delivered the migration ahead of schedule. I love solving hard problems and I can help your team grow.';
const HESITANT =
  'Um, so, I think I maybe sort of know some JavaScript, uh, you know. I guess I could, like, perhaps help? ' +
  "I'm not sure, it was kind of a bad project and I failed a lot.";

describe('analyzeTranscript', () => {
  it('scores a confident, positive pitch high (fixed transcript → fixed scores)', () => {
    const a = analyzeTranscript(CONFIDENT, 30);
    expect(ConfidenceAnalysis.parse(a)).toBeTruthy();
    expect(a.evidence.wordCount).toBe(43);
    expect(a.evidence.wordsPerMinute).toBe(86);
    expect(a.evidence.assertive.count).toBe(5);
    expect(a.evidence.hedges.count).toBe(0);
    expect(a.evidence.positiveTerms).toEqual(expect.arrayContaining(['love', 'help']));
    expect(a.moodScore).toBe(3.4);
    expect(a.confidenceScore).toBe(4);
  });

  it('scores a hedging, filler-heavy, negative pitch low', () => {
    const a = analyzeTranscript(HESITANT, 20);
    expect(a.evidence.hedges.terms.map((t) => t.term)).toEqual(
      expect.arrayContaining([
        'maybe',
        'i think',
        'sort of',
        'i guess',
        'perhaps',
        'not sure',
        'kind of',
      ]),
    );
    expect(a.evidence.fillers.terms.map((t) => t.term)).toEqual(
      expect.arrayContaining(['um', 'uh', 'you know', 'like']),
    );
    expect(a.evidence.negativeTerms).toEqual(expect.arrayContaining(['bad', 'failed']));
    expect(a.moodScore).toBe(2.2);
    expect(a.confidenceScore).toBe(1);
    expect(a.confidenceScore).toBeLessThan(analyzeTranscript(CONFIDENT, 30).confidenceScore!);
    expect(a.moodScore).toBeLessThan(analyzeTranscript(CONFIDENT, 30).moodScore!);
  });

  it('does not score a Greek transcript, even with a few English words in it, and counts every word for pace', () => {
    const greek =
      'Είμαι μηχανικός με εμπειρία σε React και Node. Έχω ηγηθεί ομάδων και παραδίδω πάντα στην ώρα μου.';
    const a = analyzeTranscript(greek, 10);
    expect(ConfidenceAnalysis.parse(a)).toBeTruthy();
    expect(a.moodScore).toBeNull();
    expect(a.confidenceScore).toBeNull();
    expect(a.evidence.language).toBe('other');
    expect(a.evidence.wordCount).toBe(17);
    expect(a.evidence.wordsPerMinute).toBe(102);
  });

  it('still scores English (short texts and texts with a Greek name included)', () => {
    expect(analyzeTranscript("I'm great", 2).evidence.language).toBe('en');
    expect(analyzeTranscript(`${CONFIDENT} Ευχαριστώ!`, 30).moodScore).toBeGreaterThan(3);
    expect(
      analyzeTranscript(
        'Soy ingeniera de software con cinco años de experiencia y lideré equipos grandes en Madrid.',
        10,
      ).evidence.language,
    ).toBe('other');
  });

  it('does not score a confident Greek pitch (issue 37): no 3/5 it did not earn, and its real pace at 45 s', () => {
    // 54 words (whitespace-separated), two of them English, spoken in the 45 seconds the candidate entered.
    const greek =
      'Καλησπέρα σας, είμαι η Νίκη. Είμαι μηχανικός λογισμικού με οκτώ χρόνια εμπειρίας. Έχω χτίσει συστήματα ' +
      'κρατήσεων για αεροπορικές εταιρείες και έχω οδηγήσει ομάδες έξι ατόμων. Ξέρω React και Node καλά. ' +
      'Παραδίδω πάντα στην ώρα μου και λύνω δύσκολα προβλήματα με ηρεμία. Είμαι έτοιμη να ξεκινήσω αμέσως ' +
      'και να φέρω αποτελέσματα από την πρώτη εβδομάδα.';
    const a = analyzeTranscript(greek, 45);
    expect(a.moodScore).toBeNull();
    expect(a.confidenceScore).toBeNull();
    expect(a.evidence.durationSeconds).toBe(45);
    expect(a.evidence.wordCount).toBe(54);
    expect(a.evidence.wordsPerMinute).toBe(72);
    expect(a.explanation[0]).toMatch(/English pitches/);
  });

  it("believes the transcript's known language over its look", () => {
    const german = 'Ich bin Ingenieurin und habe Teams geleitet. Ich liefere immer pünktlich.';
    expect(analyzeTranscript(german, 10, 'de').moodScore).toBeNull();
    expect(analyzeTranscript(CONFIDENT, 30, 'el').evidence.language).toBe('other');
    expect(analyzeTranscript(CONFIDENT, 30, 'en-GB')).toEqual(analyzeTranscript(CONFIDENT, 30));
    expect(analyzeTranscript(CONFIDENT, 30, null)).toEqual(analyzeTranscript(CONFIDENT, 30));
    // Greek script is not English whatever a service claimed.
    expect(analyzeTranscript('Είμαι σίγουρη ότι θα τα καταφέρω.', 5, 'en').moodScore).toBeNull();
  });

  it('is deterministic', () => {
    expect(analyzeTranscript(HESITANT, 20)).toEqual(analyzeTranscript(HESITANT, 20));
  });

  it('does not count "like" as a filler when it is a verb', () => {
    expect(analyzeTranscript('I like building reliable systems.').evidence.fillers.count).toBe(0);
  });

  it('scores pace only with a duration', () => {
    const words = Array.from({ length: 150 }, () => 'work').join(' ');
    expect(analyzeTranscript(words).evidence.wordsPerMinute).toBeNull();
    expect(analyzeTranscript(words).evidence.confidenceParts.pace).toBe(0);
    expect(analyzeTranscript(words, 60).evidence.confidenceParts.pace).toBe(0.5);
    expect(analyzeTranscript(words, 120).evidence.confidenceParts.pace).toBe(-0.5);
    expect(analyzeTranscript(words, 30).evidence.confidenceParts.pace).toBe(-0.25);
  });

  it('keeps scores within 1–5 and neutral text at 3', () => {
    const neutral = analyzeTranscript('The report covers the quarter.');
    expect(neutral.moodScore).toBe(3);
    expect(neutral.confidenceScore).toBe(3);
    const extreme = analyzeTranscript('um um um uh uh maybe maybe perhaps terrible awful horrible');
    expect(extreme.moodScore).toBe(1);
    expect(extreme.confidenceScore).toBe(1);
  });
});
