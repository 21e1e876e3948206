import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatWeekdayDateTime } from './format-date';
import { i18n } from './i18n';

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

  it('writes English as the browser writes it in English', () => {
    const english = new Intl.DateTimeFormat()
      .resolvedOptions()
      .locale.toLowerCase()
      .startsWith('en')
      ? undefined
      : 'en-GB';
    expect(formatDate(at)).toBe(
      new Intl.DateTimeFormat(english, { day: 'numeric', month: 'short', year: 'numeric' }).format(
        at,
      ),
    );
  });

  describe('in Greek', () => {
    afterEach(() => i18n.changeLanguage('en'));

    it('writes the Greek month and weekday, day first', async () => {
      await i18n.changeLanguage('el');
      expect(formatDate(at)).toBe('25 Νοε 2026');
      expect(formatDateTime(at)).toMatch(/^25 Νοε 2026.*2:30/);
      expect(formatWeekdayDateTime(at)).toMatch(/^Τετ/);
      expect(formatWeekdayDateTime(at)).toContain('Νοε 2026');
    });

    it('goes back to English when the language does', async () => {
      await i18n.changeLanguage('el');
      const greek = formatDate(at);
      await i18n.changeLanguage('en');
      expect(formatDate(at)).not.toBe(greek);
      expect(formatDate(at)).toMatch(/Nov/);
    });
  });
});
