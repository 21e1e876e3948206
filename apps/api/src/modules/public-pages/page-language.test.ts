import { describe, expect, it } from 'vitest';
import { acceptedLocale, pageLocale } from './page-language';

describe('the language of a public page', () => {
  it("takes the browser's best supported language from Accept-Language", () => {
    expect(acceptedLocale('el-GR,el;q=0.9,en;q=0.8')).toBe('el');
    expect(acceptedLocale('de-DE,de;q=0.9,el;q=0.5,en;q=0.4')).toBe('el');
    expect(acceptedLocale('en;q=0.3,el;q=0.7')).toBe('el');
    expect(acceptedLocale('el;q=0,en')).toBe('en');
    expect(acceptedLocale('de,fr')).toBeNull();
    expect(acceptedLocale(undefined)).toBeNull();
  });

  it("prefers this browser's choice, then the account's, then Accept-Language, then English", () => {
    expect(pageLocale({ cookie: 'a=1; takeoff_locale=en', acceptLanguage: 'el-GR' })).toBe('en');
    expect(pageLocale({ accountLocale: 'el', acceptLanguage: 'en-GB' })).toBe('el');
    expect(pageLocale({ cookie: 'takeoff_locale=xx', acceptLanguage: 'el-GR,el' })).toBe('el');
    expect(pageLocale({ acceptLanguage: 'fr-FR' })).toBe('en');
    expect(pageLocale({})).toBe('en');
  });
});
