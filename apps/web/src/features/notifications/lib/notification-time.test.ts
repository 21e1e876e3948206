import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { notificationTime } from './notification-time';

const now = new Date('2026-01-01T12:00:00.000Z');

describe('notificationTime', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('says how long ago in English, as before', () => {
    expect(notificationTime('2026-01-01T11:55:00.000Z', now)).toBe('5 minutes ago');
    expect(notificationTime('not a date', now)).toBe('Unknown time');
    expect(notificationTime(null, now)).toBe('Unknown time');
  });

  it('says it in Greek when Greek is chosen', async () => {
    await i18n.changeLanguage('el');
    expect(notificationTime('2026-01-01T11:55:00.000Z', now)).toBe('5 λεπτά πριν');
    expect(notificationTime(undefined, now)).toBe('Άγνωστη ώρα');
  });
});
