import { describe, expect, it } from 'vitest';
import {
  CANNED_PROFILES,
  COMPANY_TEXTS,
  UpdateCompanyProfileRequest,
  cannedCategory,
  profileForReader,
  profileWithFallback,
} from './companies';

describe('cannedCategory', () => {
  it.each([
    ['Skyline Tech', 'tech'],
    ['FINTECH LABS', 'tech'],
    ['Aurora Design Studio', 'design'],
    ['The Creative Collective', 'design'],
    ['Beacon Brand & Marketing', 'brand'],
    ['Growth Marketing Co', 'brand'],
    ['Acme Logistics', 'generic'],
    ['', 'generic'],
  ] as const)('%s → %s', (name, category) => {
    expect(cannedCategory(name)).toBe(category);
  });

  it('prefers tech over design, and design over brand, as the seeds check them in that order', () => {
    expect(cannedCategory('Tech Design Works')).toBe('tech');
    expect(cannedCategory('Creative Brand House')).toBe('design');
  });
});

describe('canned profiles', () => {
  it('has a description, 5 benefits and 4 tags in each of the four sets', () => {
    expect(Object.keys(CANNED_PROFILES).sort()).toEqual(['brand', 'design', 'generic', 'tech']);
    for (const profile of Object.values(CANNED_PROFILES)) {
      expect(profile.description.length).toBeGreaterThan(20);
      expect(profile.benefits).toHaveLength(5);
      expect(profile.tags).toHaveLength(4);
    }
  });
});

describe('profileWithFallback', () => {
  it('uses the canned set of the name for a company without a profile', () => {
    expect(profileWithFallback('Skyline Tech', null)).toEqual(CANNED_PROFILES.tech);
  });

  it('keeps what the company wrote and fills only the empty fields', () => {
    const result = profileWithFallback('Acme', {
      description: '  ',
      benefits: ['Free lunch'],
      tags: [],
    });
    expect(result).toEqual({
      description: CANNED_PROFILES.generic.description,
      benefits: ['Free lunch'],
      tags: CANNED_PROFILES.generic.tags,
    });
  });
});

describe('texts and profile input', () => {
  it('formats the footer and the more-benefits line', () => {
    expect(COMPANY_TEXTS.moreBenefits(2)).toBe('+2 more benefits...');
    expect(COMPANY_TEXTS.footer(3)).toBe('Showing 3 companies...');
  });

  it('accepts an empty website and refuses a non-http one', () => {
    const base = { description: 'x', benefits: [], tags: [] };
    expect(UpdateCompanyProfileRequest.safeParse({ ...base, website: '' }).success).toBe(true);
    expect(
      UpdateCompanyProfileRequest.safeParse({ ...base, website: 'https://acme.example' }).success,
    ).toBe(true);
    expect(
      UpdateCompanyProfileRequest.safeParse({ ...base, website: 'javascript:alert(1)' }).success,
    ).toBe(false);
  });
});

describe('profileForReader', () => {
  const profile = {
    description: 'We fly.',
    benefits: ['Free flights'],
    translations: { el: { description: 'Πετάμε.', benefits: [] } },
  };

  it("gives a reader the company's text in their language, field by field, and the main text otherwise", () => {
    expect(profileForReader(profile, 'el')).toEqual({
      description: 'Πετάμε.',
      benefits: ['Free flights'],
    });
    expect(profileForReader(profile, 'en')).toEqual({
      description: 'We fly.',
      benefits: ['Free flights'],
    });
  });
});
