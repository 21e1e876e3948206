import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CLOSING_TEXTS,
  RECORD_MIN_APPLICATIONS,
  daysLeft,
  fillClosingText,
  promiseDueAt,
  publicFigures,
  recordFigures,
  UpdateResponsePromiseRequest,
} from './response-promise';

const at = (iso: string) => new Date(iso);

describe('the response promise', () => {
  it('runs out exactly days × 24 h after the application, whatever the zone', () => {
    // Across Athens' change back from summer time (25 Oct 2026): still 14 × 24 h.
    expect(promiseDueAt(at('2026-10-20T21:30:00Z'), 14).toISOString()).toBe(
      '2026-11-03T21:30:00.000Z',
    );
  });

  it('counts whole days left, rounded up, and none once it ran out', () => {
    const due = at('2026-12-10T12:00:00Z');
    expect(daysLeft(due, at('2026-12-10T11:00:00Z'))).toBe(1);
    expect(daysLeft(due, at('2026-12-08T12:00:00Z'))).toBe(2);
    expect(daysLeft(due, at('2026-12-08T11:59:59Z'))).toBe(3);
    expect(daysLeft(due, due)).toBe(0);
    expect(daysLeft(due, at('2026-12-11T00:00:00Z'))).toBe(0);
  });

  it('accepts 3–30 whole days only', () => {
    const body = (promiseDays: number) => ({ promiseDays, closingTexts: { en: null, el: null } });
    expect(UpdateResponsePromiseRequest.safeParse(body(3)).success).toBe(true);
    expect(UpdateResponsePromiseRequest.safeParse(body(30)).success).toBe(true);
    for (const days of [2, 31, 14.5])
      expect(UpdateResponsePromiseRequest.safeParse(body(days)).success).toBe(false);
  });

  it('fills the closing text in both languages', () => {
    expect(fillClosingText(DEFAULT_CLOSING_TEXTS.en, { company: 'Acme', job: 'Pilot' })).toContain(
      'Pilot at Acme',
    );
    expect(fillClosingText('{company} {company} {job}', { company: 'A', job: 'B' })).toBe('A A B');
  });
});

describe('the record', () => {
  const applied = at('2026-11-01T00:00:00Z');
  const due = at('2026-11-11T00:00:00Z');
  const answered = (hours: number) => new Date(applied.getTime() + hours * 3_600_000);

  it('counts answered and run-out applications, in time at or before the due time', () => {
    const now = at('2026-11-20T00:00:00Z');
    const figures = recordFigures(
      [
        { appliedAt: applied, dueAt: due, answeredAt: answered(10) },
        { appliedAt: applied, dueAt: due, answeredAt: due },
        { appliedAt: applied, dueAt: due, answeredAt: answered(300) },
        { appliedAt: applied, dueAt: due, answeredAt: null },
        // Still within its promise and unanswered: not decided yet.
        { appliedAt: applied, dueAt: at('2026-11-25T00:00:00Z'), answeredAt: null },
      ],
      now,
    );
    expect(figures).toEqual({ decided: 4, answeredInTime: 2, medianHours: 240 });
  });

  it('shows nothing below the minimum count, and rounds what it shows', () => {
    const row = { decided: RECORD_MIN_APPLICATIONS - 1, answeredInTime: 9, medianHours: 30 };
    expect(publicFigures(row)).toBeNull();
    expect(publicFigures(null)).toBeNull();
    expect(publicFigures({ decided: 12, answeredInTime: 9, medianHours: 30 })).toEqual({
      applications: 12,
      answeredInTimePercent: 75,
      medianDays: 1.3,
    });
  });
});
