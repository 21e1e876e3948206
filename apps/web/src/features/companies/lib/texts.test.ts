import { describe, expect, it } from 'vitest';
import { CANNED_PROFILES } from '@takeoff/shared/companies';
import { i18n } from '@/lib/i18n';
import { profileText } from './texts';

describe('profileText', () => {
  it('shows every canned profile text exactly as the server sends it in English', () => {
    for (const profile of Object.values(CANNED_PROFILES)) {
      for (const text of [profile.description, ...profile.benefits, ...profile.tags])
        expect(profileText(text)).toBe(text);
    }
  });

  it('translates the canned texts into Greek and leaves a company’s own words as they are', async () => {
    await i18n.changeLanguage('el');
    try {
      expect(profileText(CANNED_PROFILES.generic.benefits[1]!)).toBe('Ασφάλιση υγείας');
      expect(profileText(CANNED_PROFILES.tech.tags[0]!)).toBe('Τεχνολογία');
      expect(profileText('We make boats.')).toBe('We make boats.');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
