import { describe, expect, it } from 'vitest';
import {
  DecideAccommodationRequest,
  SaveFlightAnswerSettingsRequest,
  VIDEO_ANSWER_GRACE_SECONDS,
  answerUploadDeadline,
  retakesLeft,
} from './video-answers';

const settings = {
  enabled: true,
  questionSource: 'own' as const,
  questions: ['Why us?'],
  thinkingSeconds: 30,
  answerSeconds: 90,
  retakes: 1,
  deadlineDays: 7,
  allowUpload: false,
};

describe('video answer settings', () => {
  it('accepts 1–5 questions of at most 300 characters', () => {
    expect(SaveFlightAnswerSettingsRequest.safeParse(settings).success).toBe(true);
    const six = { ...settings, questions: ['a', 'b', 'c', 'd', 'e', 'f'] };
    expect(SaveFlightAnswerSettingsRequest.safeParse(six).success).toBe(false);
    const long = { ...settings, questions: ['x'.repeat(301)] };
    expect(SaveFlightAnswerSettingsRequest.safeParse(long).success).toBe(false);
    const none = { ...settings, questions: [] };
    expect(SaveFlightAnswerSettingsRequest.safeParse(none).success).toBe(false);
    const promo = { ...settings, questionSource: 'promo' as const, questions: undefined };
    expect(SaveFlightAnswerSettingsRequest.safeParse(promo).success).toBe(true);
  });

  it('keeps thinking 0–120 s, answers 30–180 s, retakes 0–3 or unlimited', () => {
    const parse = (patch: object) =>
      SaveFlightAnswerSettingsRequest.safeParse({ ...settings, ...patch }).success;
    expect(parse({ thinkingSeconds: 0 })).toBe(true);
    expect(parse({ thinkingSeconds: 121 })).toBe(false);
    expect(parse({ answerSeconds: 29 })).toBe(false);
    expect(parse({ answerSeconds: 180 })).toBe(true);
    expect(parse({ retakes: 4 })).toBe(false);
    expect(parse({ retakes: 'unlimited' })).toBe(true);
    expect(parse({ retakes: 'many' })).toBe(false);
  });

  it('needs the days when granting extra time', () => {
    expect(DecideAccommodationRequest.safeParse({ decision: 'extra_time' }).success).toBe(false);
    expect(
      DecideAccommodationRequest.safeParse({ decision: 'extra_time', extraDays: 3 }).success,
    ).toBe(true);
    expect(DecideAccommodationRequest.safeParse({ decision: 'written' }).success).toBe(true);
  });
});

describe('video answer clock', () => {
  it('counts retakes left from the takes started', () => {
    expect(retakesLeft(1, 0)).toBe(1);
    expect(retakesLeft(1, 1)).toBe(1);
    expect(retakesLeft(1, 2)).toBe(0);
    expect(retakesLeft(0, 1)).toBe(0);
    expect(retakesLeft('unlimited', 9)).toBeNull();
  });

  it('closes the upload window after thinking, answer and grace', () => {
    const start = Date.UTC(2026, 0, 1);
    expect(answerUploadDeadline(start, { thinkingSeconds: 30, answerSeconds: 90 })).toBe(
      start + (120 + VIDEO_ANSWER_GRACE_SECONDS) * 1000,
    );
  });
});
