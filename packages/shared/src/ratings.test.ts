import { describe, expect, it } from 'vitest';
import {
  averageToOneDecimal,
  canRate,
  CreateRatingRequest,
  ratableTargetType,
  ratingCountLabel,
} from './ratings';

describe('who rates whom', () => {
  it('lets companies rate candidates and candidates rate companies, nobody else', () => {
    expect(ratableTargetType('company')).toBe('candidate');
    expect(ratableTargetType('candidate')).toBe('company');
    expect(ratableTargetType('admin')).toBeNull();
    expect(canRate({ id: 1, role: 'company' }, { id: 2, type: 'candidate' })).toBe(true);
    expect(canRate({ id: 1, role: 'company' }, { id: 2, type: 'company' })).toBe(false);
    expect(canRate({ id: 1, role: 'candidate' }, { id: 2, type: 'candidate' })).toBe(false);
    expect(canRate({ id: 2, role: 'candidate' }, { id: 2, type: 'company' })).toBe(false);
    expect(canRate({ id: 1, role: 'admin' }, { id: 2, type: 'candidate' })).toBe(false);
  });
});

describe('CreateRatingRequest', () => {
  it.each([0, 6, 3.5, -1, '4', null])('refuses rating %s', (rating) => {
    expect(
      CreateRatingRequest.safeParse({ targetType: 'candidate', targetId: 1, rating }).success,
    ).toBe(false);
  });
  it('accepts 1 to 5 stars', () => {
    for (const rating of [1, 2, 3, 4, 5]) {
      expect(
        CreateRatingRequest.safeParse({ targetType: 'company', targetId: 7, rating }).success,
      ).toBe(true);
    }
  });
});

describe('formatting', () => {
  it('averages to one decimal and counts singular or plural', () => {
    expect(averageToOneDecimal(0, 0)).toBe(0);
    expect(averageToOneDecimal(14, 3)).toBe(4.7);
    expect(ratingCountLabel(1)).toBe('1 rating');
    expect(ratingCountLabel(3)).toBe('3 ratings');
  });
});
