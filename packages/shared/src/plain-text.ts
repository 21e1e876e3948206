import { z } from 'zod';

/** Text that PostgreSQL can store: NUL characters are refused as bad input (not a 500 from the database). */
export const plainText = () =>
  z.string().refine((value) => !value.includes('\u0000'), 'Must not contain NUL characters');

/** Line breaks, tabs and other control characters (C0, DEL, C1, and the Unicode line and paragraph separators). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * A single-line field (names, titles, subjects, company names, slot titles…), trimmed: a line break or another
 * control character is refused at input, since calendar files, CSV and logs would read it as the start of something new.
 */
export const singleLine = () =>
  z
    .string()
    .trim()
    .refine(
      (value) => !CONTROL_CHARACTERS.test(value),
      'must be a single line: no line breaks, tabs or other control characters',
    );

const CONTROL_CHARACTERS_ALL = new RegExp(CONTROL_CHARACTERS.source, 'g');
const NAMED_ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** Writes control characters visibly (`\r`, `\n`, `\t`, `\u001b`…) for outputs that read them as structure: CSV cells, log text. */
export const escapeControlCharacters = (value: string) =>
  value.replace(
    CONTROL_CHARACTERS_ALL,
    (c) => NAMED_ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
