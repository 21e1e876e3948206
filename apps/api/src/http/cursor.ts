import { AppError } from './app-error';

/** Keyset cursors are opaque base64url strings; a malformed one is a 400, never a 500. */
export function encodeCursor(values: (string | number)[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

export function decodeCursor(cursor: string, shape: ('string' | 'number')[]): (string | number)[] {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === shape.length && parsed.every((v, i) => typeof v === shape[i])) {
      if (parsed.every((v) => typeof v !== 'number' || (Number.isSafeInteger(v) && v >= 0 && v <= 2_147_483_647))) return parsed;
    }
  } catch {
    // fall through
  }
  throw new AppError('INVALID_CURSOR', 400, 'Invalid cursor');
}

export const encodeIdCursor = (id: number) => encodeCursor([id]);
export const decodeIdCursor = (cursor: string) => decodeCursor(cursor, ['number'])[0] as number;
