/**
 * The one place public pages turn data into markup. Every interpolated value is escaped for HTML text and
 * double-quoted attributes unless it is already `SafeHtml` (built by `html` itself); JSON for script blocks
 * goes through `scriptJson`, which cannot close its element or start a comment.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

type Fragment = SafeHtml | string | number | null | undefined | false | readonly Fragment[];

function render(value: Fragment): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return (value as readonly Fragment[]).map(render).join('');
  return escapeHtml(String(value as string | number));
}

/** Tagged template: `html\`<p>${text}</p>\`` escapes `text`; nested `html` fragments are kept as they are. */
export function html(strings: TemplateStringsArray, ...values: Fragment[]): SafeHtml {
  let out = strings[0]!;
  for (let i = 0; i < values.length; i++) out += render(values[i]!) + strings[i + 1]!;
  return new SafeHtml(out);
}

/**
 * JSON inside `<script type="application/ld+json">`: `<`, `>` and `&` as \u escapes (no `</script>`, no `<!--`),
 * and the line separators JavaScript once refused in strings. Still the same JSON to any parser.
 */
export function scriptJson(data: unknown): SafeHtml {
  const json = JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return new SafeHtml(json);
}

/** Text for XML elements and attributes (feeds, sitemaps); characters XML 1.0 forbids are dropped. */
export function escapeXml(text: string): string {
  // C0 controls other than tab, newline and carriage return, and U+FFFE/U+FFFF: XML 1.0 forbids them outright.
  return text
    .replace(/[^\P{Cc}\t\n\r\x7f-\x9f]|[\ufffe\uffff]/gu, '')
    .replace(/[&<>"']/g, (c) => (c === "'" ? '&apos;' : ENTITIES[c]!));
}

/** A plain-text summary for meta descriptions and feeds: whitespace folded, cut at a word near `max`. */
export function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
