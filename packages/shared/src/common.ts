import { z } from 'zod';

export const Id = z.coerce.number().int().positive().max(2_147_483_647);
export const IdParams = z.object({ id: Id });
export const IsoDateTime = z.iso.datetime({ offset: true });

export const DEFAULT_PAGE_LIMIT = 20;
export const MAX_PAGE_LIMIT = 100;

/** Keyset pagination query: `cursor` is opaque to clients (base64url of the last row's sort key). */
export const PageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(DEFAULT_PAGE_LIMIT),
  cursor: z.string().max(200).optional(),
});
export type PageQuery = z.infer<typeof PageQuery>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

export const OkResponse = z.object({ ok: z.literal(true) }).meta({ id: 'Ok' });

export const NUL_MESSAGE = 'must not contain the NUL character (\\u0000)';

/**
 * Where the first NUL character is in a request's input (a key or a string value, at any depth), or null. Text
 * with NUL cannot be stored in PostgreSQL and is never meaningful, so the API refuses it on every field with one
 * rule before any schema runs. Iterative, so deeply nested input cannot exhaust the stack.
 */
export function pathOfNul(input: unknown): (string | number)[] | null {
  interface Entry {
    value: unknown;
    key: string | number | null;
    parent: Entry | null;
  }
  const pathTo = (entry: Entry) => {
    const path: (string | number)[] = [];
    for (let at: Entry | null = entry; at && at.key !== null; at = at.parent) path.unshift(at.key);
    return path;
  };
  const stack: Entry[] = [{ value: input, key: null, parent: null }];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const entry = stack.pop()!;
    const { value } = entry;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return pathTo(entry);
    } else if (value !== null && typeof value === 'object') {
      if (seen.has(value)) continue;
      seen.add(value);
      const entries: [string | number, unknown][] = Array.isArray(value)
        ? value.map((v, i) => [i, v])
        : Object.entries(value);
      for (const [key, child] of entries) {
        if (typeof key === 'string' && key.includes('\u0000')) return [...pathTo(entry), key];
        stack.push({ value: child, key, parent: entry });
      }
    }
  }
  return null;
}

/**
 * The one mapping of validation issues to words people read (forms and API answers alike): zod's defaults
 * ("Too small: expected string to have >=1 characters") are written for developers. Schemas that give their own
 * message keep it.
 */
export function humanIssueMessage(issue: {
  code: string;
  input?: unknown;
  minimum?: number | bigint;
  maximum?: number | bigint;
  origin?: string;
  format?: string;
  expected?: string;
}): string | undefined {
  const blank =
    issue.input === undefined ||
    issue.input === null ||
    (typeof issue.input === 'string' && issue.input.trim() === '');
  switch (issue.code) {
    case 'invalid_type':
      return blank
        ? 'This field is required.'
        : issue.expected === 'number'
          ? 'Enter a number.'
          : 'This value is not valid.';
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? 'This field is required.'
          : `Use at least ${issue.minimum} characters.`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return Number(issue.minimum) <= 1 ? 'Add at least one.' : `Add at least ${issue.minimum}.`;
      return `Must be at least ${issue.minimum}.`;
    case 'too_big':
      if (issue.origin === 'string') return `Use at most ${issue.maximum} characters.`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `At most ${issue.maximum} allowed.`;
      return `Must be at most ${issue.maximum}.`;
    case 'invalid_format':
      if (issue.format === 'email') return 'Enter a valid email address.';
      if (issue.format === 'url') return 'Enter a full link starting with https://.';
      if (issue.format === 'datetime') return 'Pick a date and time.';
      return 'This value is not in the expected format.';
    case 'invalid_value':
      return 'Choose one of the options.';
    default:
      return undefined;
  }
}
