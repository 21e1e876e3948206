import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import el from '../locales/el.json';

const texts = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value as object).flatMap(texts);

describe('Professional Development texts', () => {
  it('promise no price or purchase that does not exist (the landing page says the platform is free)', () => {
    for (const catalogue of [en, el]) {
      for (const text of texts(catalogue)) {
        expect(text).not.toMatch(
          /[$€£]\s?\d|\d\s?[$€£]|\/month|\/μήνα|pricing|cancel anytime|τιμοκατάλογ/i,
        );
      }
    }
  });
});
