import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { toLocalInputValue } from './format-when';

describe('toLocalInputValue', () => {
  it('writes local time to the minute, zero-padded, as <input type="datetime-local"> reads it', () => {
    expect(toLocalInputValue(new Date(2026, 0, 5, 9, 7, 59))).toBe('2026-01-05T09:07');
    expect(toLocalInputValue(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31T23:59');
  });
  it('agrees with date-fns for any day of the year', () => {
    for (let day = 0; day < 366; day += 17) {
      const date = new Date(2027, 0, 1 + day, day % 24, (day * 7) % 60);
      expect(toLocalInputValue(date)).toBe(format(date, "yyyy-MM-dd'T'HH:mm"));
    }
  });
});
