import { describe, expect, it } from 'vitest';
import { formatWeekRange } from '@takeoff/shared/rankings';
import { i18n } from '@/lib/i18n';
import { displayLabel, formatAverage, weekRangeText } from './texts';

const start = '2026-11-22T22:00:00.000Z'; // Monday 23 Nov 00:00 in Athens
const end = '2026-11-29T22:00:00.000Z'; // the next Monday 00:00 (exclusive)

describe('rankings texts', () => {
  it('keeps the English texts as the shared helpers write them', () => {
    expect(weekRangeText(start, end, 'Europe/Athens')).toBe(
      formatWeekRange(start, end, 'Europe/Athens'),
    );
    expect(displayLabel('Candidate #000123')).toBe('Candidate #000123');
    expect(formatAverage(4)).toBe('4.0');
  });

  it('writes the week, the label and the average in Greek', async () => {
    await i18n.changeLanguage('el');
    try {
      expect(weekRangeText(start, end, 'Europe/Athens')).toBe('Δευ 23 Νοε – Κυρ 29 Νοε 2026');
      expect(displayLabel('Candidate #000123')).toBe('Υποψήφιος/α #000123');
      expect(displayLabel('Maria Papadopoulou')).toBe('Maria Papadopoulou');
      expect(formatAverage(4.5)).toBe('4,5');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
