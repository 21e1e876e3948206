import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@takeoff/shared/locale-codes';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const featuresDir = path.join(src, 'features');

/** Every namespace: the app's own (src/locales/<namespace>) and one per feature (features/<area>/locales). */
const namespaces: Array<{ name: string; dir: string }> = [
  ...readdirSync(path.join(src, 'locales')).map((name) => ({
    name,
    dir: path.join(src, 'locales', name),
  })),
  ...readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ name: entry.name, dir: path.join(featuresDir, entry.name, 'locales') })),
];

/** `{ a: { b: 'x' } }` → `{ 'a.b': 'x' }`; anything but strings and objects is reported as it is. */
function flatten(
  value: unknown,
  prefix = '',
  into: Record<string, unknown> = {},
): Record<string, unknown> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value))
      flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into[prefix] = value;
  }
  return into;
}

const read = (dir: string, locale: string) =>
  flatten(JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8')));
const variables = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1]).sort();
const tags = (text: string) =>
  [...text.matchAll(/<\/?(\w+)\s*\/?>/g)].map((match) => match[0]).sort();

describe('catalogues', () => {
  it('every feature has a catalogue per language', () => {
    for (const { dir } of namespaces)
      for (const locale of LOCALES)
        expect(existsSync(path.join(dir, `${locale}.json`)), `${dir}/${locale}.json`).toBe(true);
  });

  describe.each(namespaces)('$name', ({ dir }) => {
    const en = read(dir, 'en');
    const el = read(dir, 'el');

    it('Greek and English have the same keys', () => {
      expect(Object.keys(el).sort()).toEqual(Object.keys(en).sort());
    });

    it('has no empty or non-text values', () => {
      for (const [locale, catalogue] of [
        ['en', en],
        ['el', el],
      ] as const) {
        for (const [key, value] of Object.entries(catalogue)) {
          expect(typeof value === 'string' && value.trim().length > 0, `${locale}: ${key}`).toBe(
            true,
          );
        }
      }
    });

    it('uses the same placeholders and markup in both languages', () => {
      for (const [key, value] of Object.entries(en)) {
        const greek = el[key];
        if (typeof value !== 'string' || typeof greek !== 'string') continue;
        expect(variables(greek), key).toEqual(variables(value));
        expect(tags(greek), key).toEqual(tags(value));
      }
    });
  });
});
