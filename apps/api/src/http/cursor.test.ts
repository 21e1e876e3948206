import { describe, expect, it } from 'vitest';
import { decodeCursor, decodeIdCursor, encodeCursor } from './cursor';

const crafted = (values: unknown) => Buffer.from(JSON.stringify(values)).toString('base64url');

describe('cursor codec', () => {
  it('round-trips what the server wrote', () => {
    const cursor = encodeCursor([999, '2026-11-24 10:00:00.123456+00', 42]);
    expect(decodeCursor(cursor, ['int', 'timestamp', 'id'])).toEqual([
      999,
      '2026-11-24 10:00:00.123456+00',
      42,
    ]);
    expect(decodeCursor(encodeCursor(['1795614663617000', 7]), ['micros', 'id'])).toEqual([
      '1795614663617000',
      7,
    ]);
    expect(decodeIdCursor(encodeCursor([1]))).toBe(1);
    expect(decodeCursor(encodeCursor(['Αεροπορία “Ω” 7', 7]), ['text', 'id'])).toEqual([
      'Αεροπορία “Ω” 7',
      7,
    ]);
  });

  it.each([
    ['a date beyond PostgreSQL’s range', [1, '+020000-01-01T00:00:00Z', 1]],
    ['a negative extended year', [1, '-271821-04-20T00:00:00Z', 1]],
    ['an impossible day', [1, '2026-02-30 00:00:00+00', 1]],
    ['a month 13', [1, '2026-13-01 00:00:00+00', 1]],
    ['a date without time', [1, '2026-01-01', 1]],
    ['an id of 0', [1, '2026-01-01 00:00:00+00', 0]],
    ['an id past int4', [1, '2026-01-01 00:00:00+00', 2_147_483_648]],
    ['a fractional id', [1, '2026-01-01 00:00:00+00', 1.5]],
    ['an order past int4', [2 ** 40, '2026-01-01 00:00:00+00', 1]],
    ['a string id', [1, '2026-01-01 00:00:00+00', '1']],
    ['a missing part', [1, '2026-01-01 00:00:00+00']],
    ['an extra part', [1, '2026-01-01 00:00:00+00', 1, 1]],
    ['an object', { order: 1 }],
  ])('refuses %s with 400 INVALID_CURSOR', (_what, values) => {
    expect(() => decodeCursor(crafted(values), ['int', 'timestamp', 'id'])).toThrow(
      expect.objectContaining({ status: 400, code: 'INVALID_CURSOR' }),
    );
  });

  it('refuses junk, micros that are not digits, and ids that are not ids', () => {
    for (const junk of ['%%%', '', 'bm90IGpzb24', crafted(null)])
      expect(() => decodeIdCursor(junk)).toThrow(
        expect.objectContaining({ code: 'INVALID_CURSOR' }),
      );
    expect(() => decodeCursor(crafted(['12a', 1]), ['micros', 'id'])).toThrow(
      expect.objectContaining({ code: 'INVALID_CURSOR' }),
    );
    expect(() => decodeCursor(crafted(['1'.repeat(30), 1]), ['micros', 'id'])).toThrow(
      expect.objectContaining({ code: 'INVALID_CURSOR' }),
    );
  });

  it('refuses a text part that is not a string, too long, or holds NUL', () => {
    for (const values of [
      [1, 1],
      ['x'.repeat(501), 1],
      ['Sky\u0000line', 1],
      [null, 1],
    ]) {
      expect(() => decodeCursor(crafted(values), ['text', 'id'])).toThrow(
        expect.objectContaining({ code: 'INVALID_CURSOR' }),
      );
    }
    expect(decodeCursor(crafted(['x'.repeat(500), 1]), ['text', 'id'])).toEqual([
      'x'.repeat(500),
      1,
    ]);
  });
});
