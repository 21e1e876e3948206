import { describe, expect, it } from 'vitest';
import { serverT } from '../../i18n';
import { timeLeft } from './video-answer-templates';

const NOW = Date.parse('2026-12-01T10:00:00Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();
const HOUR = 3_600_000;

describe('the time left a video answers reminder states', () => {
  const en = { t: serverT('en', 'mail') };
  const el = { t: serverT('el', 'mail') };

  it('is the real time to the deadline, to the nearest hour, never a fixed "two days"', () => {
    expect(timeLeft(at(48 * HOUR - 5_000), en, NOW)).toBe('2 days');
    expect(timeLeft(at(29 * HOUR), en, NOW)).toBe('1 day and 5 hours');
    expect(timeLeft(at(24 * HOUR + 10 * 60_000), en, NOW)).toBe('1 day');
    expect(timeLeft(at(20 * HOUR + 20 * 60_000), en, NOW)).toBe('20 hours');
    expect(timeLeft(at(HOUR), en, NOW)).toBe('1 hour');
    expect(timeLeft(at(40 * 60_000), en, NOW)).toBe('40 minutes');
    expect(timeLeft(at(10_000), en, NOW)).toBe('1 minute');
  });

  it('in Greek, with its plurals', () => {
    expect(timeLeft(at(49 * HOUR), el, NOW)).toBe('2 ημέρες και 1 ώρα');
    expect(timeLeft(at(24 * HOUR), el, NOW)).toBe('1 ημέρα');
    expect(timeLeft(at(5 * HOUR), el, NOW)).toBe('5 ώρες');
    expect(timeLeft(at(25 * 60_000), el, NOW)).toBe('25 λεπτά');
  });
});
