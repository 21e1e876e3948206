import { describe, expect, it } from 'vitest';
import { CompanySlug, parseSalary, remoteLocation, slugify } from './public-pages';

describe('parseSalary', () => {
  it.each([
    ['€60k–€75k', { currency: 'EUR', minValue: 60000, maxValue: 75000, unitText: 'YEAR' }],
    ['£55,000 - £65,000', { currency: 'GBP', minValue: 55000, maxValue: 65000, unitText: 'YEAR' }],
    ['€450/day', { currency: 'EUR', minValue: 450, maxValue: 450, unitText: 'DAY' }],
    ['€30/hour', { currency: 'EUR', minValue: 30, maxValue: 30, unitText: 'HOUR' }],
    ['USD 40 per hour', { currency: 'USD', minValue: 40, maxValue: 40, unitText: 'HOUR' }],
    ['$60-75k', { currency: 'USD', minValue: 60000, maxValue: 75000, unitText: 'YEAR' }],
    ['3.000 EUR / month', { currency: 'EUR', minValue: 3000, maxValue: 3000, unitText: 'MONTH' }],
    [
      '€ 45.5k to €50k per year',
      { currency: 'EUR', minValue: 45500, maxValue: 50000, unitText: 'YEAR' },
    ],
  ])('reads %s', (text, expected) => {
    expect(parseSalary(text)).toEqual(expected);
  });

  it.each([
    null,
    '',
    'Competitive',
    'DOE',
    '€',
    '60k',
    '€60k–$75k',
    '€75k–€60k',
    '€60k–€75k–€90k',
    'from €40k plus bonus',
  ])('gives up on %s', (text) => {
    expect(parseSalary(text)).toBeNull();
  });
});

describe('remoteLocation', () => {
  it.each([
    ['Remote', { remote: true, applicantRegion: null }],
    ['Remote (EU)', { remote: true, applicantRegion: 'EU' }],
    ['remote - Greece', { remote: true, applicantRegion: 'Greece' }],
    ['Remote (Worldwide)', { remote: true, applicantRegion: null }],
    ['Athens', { remote: false, applicantRegion: null }],
    ['Athens (hybrid, remote Fridays)', { remote: false, applicantRegion: null }],
  ])('%s', (location, expected) => {
    expect(remoteLocation(location)).toEqual(expected);
  });
});

describe('slugify', () => {
  it('keeps ASCII words joined by hyphens', () => {
    expect(slugify('  Café Ωmega — Tech & Design!  ', 'company-1')).toBe('cafe-mega-tech-design');
    expect(slugify('SkyJet Airlines', 'company-1')).toBe('skyjet-airlines');
  });
  it('falls back when too little is left', () => {
    expect(slugify('Ωμέγα', 'company-7')).toBe('company-7');
  });
  it('always yields a valid slug', () => {
    for (const name of ['A'.repeat(200), 'x-y', '---a---b---', 'Åland Öy 42'])
      expect(CompanySlug.safeParse(slugify(name, 'company-9')).success).toBe(true);
  });
});
