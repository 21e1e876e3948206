import type { z } from 'zod';

/** Strings that have broken real systems: injections, control and bidi characters, huge and odd unicode. */
export const HOSTILE_STRINGS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '\u0000nul',
  '\u202Eevil\u202C',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  '\uD800',
  '=HYPERLINK("http://evil")',
  ' ',
  'x'.repeat(10_000),
];

/** Path ids that are not valid ids. */
export const HOSTILE_IDS = [
  '0',
  '-1',
  'abc',
  '1.5',
  '99999999999',
  "1'or'1'='1",
  '%00',
  '1e3',
  '%20',
];

type AnyZod = z.ZodType & { _zod: { def: Record<string, unknown> } };

function unwrap(schema: AnyZod): AnyZod {
  let current = schema;
  for (let i = 0; i < 10; i++) {
    const def = current._zod.def as { type: string; innerType?: AnyZod; in?: AnyZod };
    if (
      ['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(
        def.type,
      ) &&
      def.innerType
    )
      current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else break;
  }
  return current;
}

/**
 * A value that passes the field's basic shape (type, enum, length bounds), so the request reaches
 * the handler; `text` is put into every free-text string.
 */
export function plausibleValue(schema: AnyZod, text: string): unknown {
  const inner = unwrap(schema);
  const def = inner._zod.def as {
    type: string;
    element?: AnyZod;
    shape?: Record<string, AnyZod>;
    entries?: Record<string, string>;
    values?: unknown[];
    options?: AnyZod[];
  };
  switch (def.type) {
    case 'string': {
      const s = inner as unknown as z.ZodString;
      if (s.format === 'email')
        return `hostile+${Buffer.from(text.slice(0, 8)).toString('hex')}@example.com`;
      if (s.format === 'url') return 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
      if (s.format === 'datetime') return new Date(Date.now() + 86_400_000).toISOString();
      const min = s.minLength ?? 0;
      const max = s.maxLength ?? 5_000;
      let value = text.slice(0, max);
      while (value.length < min) value += 'x';
      return value;
    }
    case 'number':
    case 'int': {
      const n = inner as unknown as z.ZodNumber;
      return Math.max(n.minValue ?? 1, Math.min(1, n.maxValue ?? 1));
    }
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'array':
      return def.element ? [plausibleValue(def.element, text)] : [];
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape ?? {}).map(([k, v]) => [k, plausibleValue(v, text)]),
      );
    case 'union':
      return def.options?.[0] ? plausibleValue(def.options[0], text) : null;
    case 'date':
      return new Date().toISOString();
    default:
      return null;
  }
}

/** Free-text string fields at the top level of an object schema. */
export function stringFields(schema: AnyZod): string[] {
  const def = unwrap(schema)._zod.def as { type: string; shape?: Record<string, AnyZod> };
  if (def.type !== 'object' || !def.shape) return [];
  return Object.entries(def.shape)
    .filter(([, v]) => {
      const inner = unwrap(v);
      return (
        (inner._zod.def as { type: string }).type === 'string' &&
        !(inner as unknown as z.ZodString).format
      );
    })
    .map(([k]) => k);
}
