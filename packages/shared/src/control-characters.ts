/** Line breaks, tabs and other control characters (C0, DEL, C1, and the Unicode line and paragraph separators). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

const CONTROL_CHARACTERS_ALL = new RegExp(CONTROL_CHARACTERS.source, 'g');
const NAMED_ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** Writes control characters visibly (`\r`, `\n`, `\t`, `\u001b`…) for outputs that read them as structure: CSV cells, log text. */
export const escapeControlCharacters = (value: string) =>
  value.replace(
    CONTROL_CHARACTERS_ALL,
    (c) => NAMED_ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
