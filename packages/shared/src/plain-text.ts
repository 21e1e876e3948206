import { z } from 'zod';
import { CONTROL_CHARACTERS } from './control-characters';

// Control characters without zod live in control-characters.ts (a CSV export needs no schema library).
export { CONTROL_CHARACTERS, escapeControlCharacters } from './control-characters';

/** Text that PostgreSQL can store: NUL characters are refused as bad input (not a 500 from the database). */
export const plainText = () =>
  z.string().refine((value) => !value.includes('\u0000'), 'Must not contain NUL characters');

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
