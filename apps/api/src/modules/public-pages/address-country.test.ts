import { describe, expect, it } from 'vitest';
import { addressCountry } from './address-country';

describe('addressCountry', () => {
  it('reads the country a location names, in English or Greek, or as its code', () => {
    expect(addressCountry('Athens, Greece')).toBe('GR');
    expect(addressCountry('Θεσσαλονίκη, Ελλάδα')).toBe('GR');
    expect(addressCountry('Nicosia, Cyprus')).toBe('CY');
    expect(addressCountry('Berlin, DE')).toBe('DE');
    expect(addressCountry('Remote (Greece)')).toBe('GR');
    expect(addressCountry('Germany')).toBe('DE');
  });

  it('gives none for a city alone or an unknown place rather than guessing', () => {
    expect(addressCountry('Athens')).toBeNull();
    expect(addressCountry('Springfield, IX')).toBeNull();
    expect(addressCountry('')).toBeNull();
  });
});
