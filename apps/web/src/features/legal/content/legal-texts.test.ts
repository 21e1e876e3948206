import { describe, expect, it } from 'vitest';
import type { LegalSection, LegalText } from './legal-section';
import { LEGAL_TEXTS } from './legal-texts';

/** A text's outline: how many intro paragraphs, and per section how many paragraphs, list items and closing paragraphs. */
const shapeOf = (sections: LegalSection[]) =>
  sections.map((section) => [
    section.paragraphs.length,
    section.items?.length ?? 0,
    section.after?.length ?? 0,
  ]);
const outline = (text: LegalText) => ({
  intro: text.intro?.length ?? 0,
  sections: shapeOf(text.sections),
  secondPart: text.secondPart ? shapeOf(text.secondPart.sections) : null,
});
const numbers = (text: string) => text.match(/\d+(?:\.\d+)?/g);

describe.each(Object.entries(LEGAL_TEXTS))('%s', (_name, texts) => {
  it('is written in the language it is filed under, throughout', () => {
    expect(texts.el.lang).toBe('el');
    expect(texts.en.lang).toBe('en');
    expect(texts.el.secondPart?.lang ?? 'el').toBe('el');
    expect(texts.en.secondPart?.lang ?? 'en').toBe('en');
  });

  it('has the same sections, lists and date or version in both languages', () => {
    expect(outline(texts.el)).toEqual(outline(texts.en));
    expect(numbers(texts.el.dateLine)).toEqual(numbers(texts.en.dateLine));
    // Numbered headings keep their numbers.
    expect(texts.el.sections.map((section) => section.heading.match(/^\d+\./)?.[0])).toEqual(
      texts.en.sections.map((section) => section.heading.match(/^\d+\./)?.[0]),
    );
  });
});
