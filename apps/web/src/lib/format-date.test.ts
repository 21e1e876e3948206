import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatWeekdayDateTime } from './format-date';

describe('format-date', () => {
  const at = new Date(2026, 10, 25, 14, 30);

  it('writes the month as a word and the full year, never a numeric day-month order', () => {
    expect(formatDate(at)).toMatch(/Nov/);
    expect(formatDate(at)).toMatch(/2026/);
    expect(formatDate(at.toISOString())).toBe(formatDate(at));
  });

  it('adds the time, and the weekday where asked', () => {
    expect(formatDateTime(at)).toMatch(/30/);
    expect(formatWeekdayDateTime(at)).toMatch(/Wed/);
    expect(formatWeekdayDateTime(at)).toContain('2026');
  });
});
