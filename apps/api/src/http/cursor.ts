import { AppError } from './app-error';

/**
 * The one codec for keyset cursors. A cursor is opaque to clients (base64url of a JSON array of the last row's
 * sort key) but comes back from them, so it is validated strictly — shape, types and ranges — before any of it
 * reaches SQL: a crafted cursor is a 400 INVALID_CURSOR, never a database error.
 *
 * Parts: `id` a row id (1 … 2^31−1); `int` a 32-bit integer (e.g. an order index); `timestamp` a PostgreSQL
 * timestamptz as text, years 1000–9999; `micros` microseconds since the epoch as decimal text; `text` a string
 * sort key (a name) of at most 500 characters, without NUL.
 */
export type CursorPart = 'id' | 'int' | 'timestamp' | 'micros' | 'text';
type PartValue<P extends CursorPart> = P extends 'id' | 'int' ? number : string;
type Decoded<T extends readonly CursorPart[]> = {
  [K in keyof T]: T[K] extends CursorPart ? PartValue<T[K]> : never;
};

const INT_MAX = 2_147_483_647;
const TEXT_MAX = 500;
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2})?)$/;

const valid: Record<CursorPart, (value: unknown) => boolean> = {
  id: (v) => Number.isSafeInteger(v) && (v as number) >= 1 && (v as number) <= INT_MAX,
  int: (v) => Number.isSafeInteger(v) && (v as number) >= -INT_MAX - 1 && (v as number) <= INT_MAX,
  timestamp: (v) => {
    if (typeof v !== 'string') return false;
    const m = TIMESTAMP.exec(v);
    if (!m) return false;
    const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    if (
      year < 1000 ||
      month < 1 ||
      month > 12 ||
      day < 1 ||
      hour > 23 ||
      minute > 59 ||
      second > 59
    )
      return false;
    return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
  },
  micros: (v) => typeof v === 'string' && /^\d{1,17}$/.test(v),
  // NUL cannot be stored in PostgreSQL text: a crafted one would be a database error.
  text: (v) => typeof v === 'string' && v.length <= TEXT_MAX && !v.includes('\u0000'),
};

export function encodeCursor(values: (string | number)[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

export function decodeCursor<const T extends readonly CursorPart[]>(
  cursor: string,
  parts: T,
): Decoded<T> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (
    Array.isArray(parsed) &&
    parsed.length === parts.length &&
    parsed.every((v, i) => valid[parts[i]!](v))
  )
    return parsed as Decoded<T>;
  throw new AppError('INVALID_CURSOR', 400, 'Invalid cursor');
}

export const encodeIdCursor = (id: number) => encodeCursor([id]);
export const decodeIdCursor = (cursor: string) => decodeCursor(cursor, ['id'])[0];
