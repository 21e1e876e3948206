/** `%`, `_` and `\` typed in a search box are literal characters, not wildcards: escaped for LIKE / ILIKE. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
