import { describe, expect, it } from 'vitest';
import {
  CANNED_PROFILES,
  COMPANY_TEXTS,
  UpdateCompanyProfileRequest,
  cannedCategory,
  cannedText,
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
    tags: ['Aviation'],
    translations: { el: { description: 'Πετάμε.', benefits: [] } },
  };

  it("gives a reader the company's text in their language, field by field, and the main text otherwise", () => {
    expect(profileForReader(profile, 'el')).toEqual({
      description: 'Πετάμε.',
      benefits: ['Free flights'],
      tags: ['Aviation'],
    });
    expect(profileForReader(profile, 'en')).toEqual({
      description: 'We fly.',
      benefits: ['Free flights'],
      tags: ['Aviation'],
    });
  });

  it('shows the canned texts of a company that wrote none in the reader’s language', () => {
    const canned = { ...profileWithFallback('Quiet Tech', null), translations: {} };
    expect(profileForReader(canned, 'en')).toEqual({
      description: CANNED_PROFILES.tech.description,
      benefits: CANNED_PROFILES.tech.benefits,
      tags: CANNED_PROFILES.tech.tags,
    });
    const greek = profileForReader(canned, 'el');
    expect(greek.description).toMatch(/^Φτιάχνουμε προϊόντα λογισμικού/);
    expect(greek.benefits).toHaveLength(5);
    expect(greek.benefits[3]).toBe('Ευέλικτο ωράριο');
    expect(greek.tags).toEqual(['Τεχνολογία', 'Λογισμικό', 'Καινοτομία', 'Εξ αποστάσεως εργασία']);
    // Its own words stay as it wrote them beside canned ones.
    const mixed = {
      ...profileWithFallback('Quiet Tech', { description: 'We fly.', benefits: [], tags: [] }),
      translations: {},
    };
    expect(profileForReader(mixed, 'el')).toMatchObject({
      description: 'We fly.',
      benefits: greek.benefits,
    });
  });
});

describe('cannedText', () => {
  it('has a translation for every canned text, distinct within each set', () => {
    for (const profile of Object.values(CANNED_PROFILES)) {
      const texts = [profile.description, ...profile.benefits, ...profile.tags];
      const greek = texts.map((text) => cannedText(text, 'el'));
      for (const [i, text] of greek.entries()) {
        expect(text, texts[i]).not.toBe(texts[i]);
        expect(text, texts[i]).toMatch(/[α-ωΑ-Ω]/);
      }
      expect(new Set(greek).size).toBe(texts.length);
      expect(texts.map((text) => cannedText(text, 'en'))).toEqual(texts);
    }
  });

  it('leaves a company’s own words as they are', () => {
    expect(cannedText('We make boats.', 'el')).toBe('We make boats.');
    expect(cannedText('', 'el')).toBe('');
  });
});
