import { describe, expect, it } from 'vitest';
import { candidateLabel, formatWeekRange, previousWeek, rankTallies, weekRange } from './rankings';

const HOUR = 3_600_000;
const iso = (d: Date) => d.toISOString();

describe('weekRange', () => {
  it('runs from local Monday 00:00 to the next Monday 00:00 in Europe/Athens (UTC+2 in winter)', () => {
    const { start, end } = weekRange(new Date('2026-01-14T12:00:00Z'), 'Europe/Athens');
    expect(iso(start)).toBe('2026-01-11T22:00:00.000Z');
    expect(iso(end)).toBe('2026-01-18T22:00:00.000Z');
  });

  it('puts Sunday 23:59 local in the ending week and Monday 00:00 local in the next one', () => {
    // Monday 2026-01-19 00:00 Athens = 2026-01-18T22:00Z
    expect(iso(weekRange(new Date('2026-01-18T21:59:59.999Z'), 'Europe/Athens').start)).toBe(
      '2026-01-11T22:00:00.000Z',
    );
    expect(iso(weekRange(new Date('2026-01-18T22:00:00.000Z'), 'Europe/Athens').start)).toBe(
      '2026-01-18T22:00:00.000Z',
    );
  });

  it('lasts 167 hours across the spring switch (last Sunday of March) and 169 across the autumn one', () => {
    const spring = weekRange(new Date('2026-03-27T10:00:00Z'), 'Europe/Athens');
    expect(iso(spring.start)).toBe('2026-03-22T22:00:00.000Z'); // Mon 23 Mar 00:00 EET (+2)
    expect(iso(spring.end)).toBe('2026-03-29T21:00:00.000Z'); // Mon 30 Mar 00:00 EEST (+3)
    expect(spring.end.getTime() - spring.start.getTime()).toBe(167 * HOUR);
    const autumn = weekRange(new Date('2026-10-25T12:00:00Z'), 'Europe/Athens');
    expect(iso(autumn.start)).toBe('2026-10-18T21:00:00.000Z');
    expect(iso(autumn.end)).toBe('2026-10-25T22:00:00.000Z');
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(169 * HOUR);
  });

  it('places the instants around a switch in the right week (Sunday night after the autumn switch)', () => {
    // Sun 25 Oct 2026 23:30 EET (+2) is still the week that started on 19 Oct.
    expect(iso(weekRange(new Date('2026-10-25T21:30:00Z'), 'Europe/Athens').start)).toBe(
      '2026-10-18T21:00:00.000Z',
    );
  });

  it('works in a non-European zone with different switch dates (America/New_York, second Sunday of March)', () => {
    const week = weekRange(new Date('2026-03-10T12:00:00Z'), 'America/New_York');
    expect(iso(week.start)).toBe('2026-03-09T04:00:00.000Z'); // Mon 9 Mar 00:00 EDT (-4)
    const before = weekRange(new Date('2026-03-08T12:00:00Z'), 'America/New_York');
    expect(iso(before.start)).toBe('2026-03-02T05:00:00.000Z'); // Mon 2 Mar 00:00 EST (-5)
    expect(before.end.getTime() - before.start.getTime()).toBe(167 * HOUR);
  });

  it('works in a zone ahead of UTC where local Monday is still Sunday in UTC (Australia/Sydney)', () => {
    // Sydney switches back on the first Sunday of April 2026 (5 Apr): AEDT +11 → AEST +10.
    const week = weekRange(new Date('2026-04-01T00:00:00Z'), 'Australia/Sydney');
    expect(iso(week.start)).toBe('2026-03-29T13:00:00.000Z'); // Mon 30 Mar 00:00 +11
    expect(iso(week.end)).toBe('2026-04-05T14:00:00.000Z'); // Mon 6 Apr 00:00 +10
  });

  it('is the same week for every instant inside it, and weeks tile without gaps', () => {
    let { start, end } = weekRange(new Date('2026-01-01T00:00:00Z'), 'Europe/Athens');
    for (let i = 0; i < 60; i++) {
      expect(weekRange(start, 'Europe/Athens').start).toEqual(start);
      expect(weekRange(end.getTime() - 1, 'Europe/Athens').start).toEqual(start);
      const next = weekRange(end, 'Europe/Athens');
      expect(next.start).toEqual(end);
      ({ start, end } = next);
    }
  });
});

describe('previousWeek', () => {
  it('is the week that ended at this week’s start, even across a switch', () => {
    const prev = previousWeek(new Date('2026-03-30T10:00:00Z'), 'Europe/Athens');
    expect(iso(prev.start)).toBe('2026-03-22T22:00:00.000Z');
    expect(iso(prev.end)).toBe('2026-03-29T21:00:00.000Z');
  });
});

describe('rankTallies', () => {
  it('ranks only subjects with at least 3 ratings', () => {
    const ranked = rankTallies([
      { subjectId: 1, sum: 10, count: 2 },
      { subjectId: 2, sum: 12, count: 3 },
    ]);
    expect(ranked).toEqual([{ subjectId: 2, position: 1, avgRating: 4, ratingCount: 3 }]);
  });

  it('orders by the one-decimal average, then by count, then by id', () => {
    const ranked = rankTallies([
      { subjectId: 5, sum: 13, count: 3 }, // 4.3
      { subjectId: 4, sum: 17, count: 4 }, // 4.25 → 4.3, more ratings
      { subjectId: 9, sum: 15, count: 3 }, // 5.0
      { subjectId: 3, sum: 13, count: 3 }, // 4.3, same count as 5, lower id
      { subjectId: 7, sum: 9, count: 3 }, // 3.0
    ]);
    expect(ranked.map((e) => [e.subjectId, e.position, e.avgRating, e.ratingCount])).toEqual([
      [9, 1, 5, 3],
      [4, 2, 4.3, 4],
      [3, 3, 4.3, 3],
      [5, 4, 4.3, 3],
      [7, 5, 3, 3],
    ]);
  });

  it('rounds half up from the exact sum (87/20 = 4.35 → 4.4)', () => {
    expect(rankTallies([{ subjectId: 1, sum: 87, count: 20 }])[0]!.avgRating).toBe(4.4);
  });

  it('returns an empty ranking for no eligible subjects', () => {
    expect(rankTallies([])).toEqual([]);
  });
});

describe('labels', () => {
  it('labels candidates without their name', () => {
    expect(candidateLabel(123)).toBe('Candidate #000123');
  });
});

describe('formatWeekRange', () => {
  it('shows Monday to Sunday in the week’s zone, whatever the UTC dates are', () => {
    const { start, end } = weekRange(new Date('2026-03-27T10:00:00Z'), 'Europe/Athens');
    // start is Sunday 22 Mar in UTC; in Athens it is Monday 23 Mar.
    expect(formatWeekRange(start.toISOString(), end.toISOString(), 'Europe/Athens')).toBe(
      'Mon 23 Mar – Sun 29 Mar 2026',
    );
  });
});
