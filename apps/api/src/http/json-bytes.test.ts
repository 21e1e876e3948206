import { describe, expect, it } from 'vitest';
import { jsonBytes, jsonEncoder, jsonPieces } from './json-bytes';

// Both ways: the whole text (most answers) and piece by piece (answers of more than 60K characters).
const same = (value: unknown) => {
  expect(jsonBytes(value)?.toString('utf8')).toBe(JSON.stringify(value));
  expect(jsonPieces(value)?.toString('utf8')).toBe(JSON.stringify(value));
};

describe('jsonBytes', () => {
  it('writes exactly what JSON.stringify writes, as UTF-8', () => {
    same({
      items: [
        { id: 1, title: 'Café – Αθήνα 🚀' },
        { id: 2, when: new Date(0), tags: ['a', 'β'] },
      ],
      nextCursor: null,
    });
    same([1, 'two', null, true, { three: [3] }]);
    same({ a: { b: { c: { d: [{ e: 1 }] } } }, empty: {}, none: [] });
    same(Object.assign(Object.create(null) as object, { bare: 1 }));
    same('a string');
    same(42);
    same(null);
    same(new Date(86_400_000));
  });

  it('leaves out of objects, and turns to null in arrays, what JSON cannot represent', () => {
    const fn = () => 1;
    same({ a: undefined, b: fn, c: Symbol('s'), d: 1, e: { toJSON: () => undefined } });
    same({ first: undefined, second: 2 });
    same({ only: undefined });
    same({ list: [undefined, fn, Symbol('s'), { toJSON: () => undefined }, 1] });
    same([undefined]);
    same({
      date: new Date(5),
      withToJson: { toJSON: () => ({ replaced: true }) },
      nested: { list: [new Date(7)] },
    });
    expect(jsonBytes(undefined)).toBeUndefined();
    expect(jsonPieces(undefined)).toBeUndefined();
  });

  it('joins a large answer from pieces, characters beyond Latin-1 included', () => {
    const items = Array.from({ length: 400 }, (_, i) => ({
      id: i,
      title: `Engineer ${i} – “remote”`,
      body: 'x'.repeat(300),
      at: new Date(i * 1000),
    }));
    const value = { items, nextCursor: 'abc' };
    expect(JSON.stringify(value).length).toBeGreaterThan(60_000);
    expect(jsonBytes(value)!.length).toBe(Buffer.byteLength(JSON.stringify(value)));
    same(value);
    same(items);
  });

  it('writes a piece larger than a block, between small ones', () => {
    // One element of ~210 KB in UTF-8 (Greek letters take two bytes, the emoji four), past the 64 KB blocks.
    const value = {
      items: [{ id: 1 }, { id: 2, body: 'Ωμέγα 🚀 '.repeat(14_000) }, { id: 3, title: 'end' }],
      nextCursor: null,
    };
    same(value);
  });

  it('keeps writing the same bytes per route as its answers turn long and short again', () => {
    const encode = jsonEncoder();
    const long = {
      items: Array.from({ length: 300 }, (_, i) => ({
        id: i,
        title: `Σχεδιαστής ${i} – remote`,
        body: 'y'.repeat(250),
      })),
      nextCursor: null,
    };
    const short = { items: [{ id: 1, title: 'Café' }], nextCursor: 'x' };
    for (const value of [
      short,
      long,
      long,
      short,
      short,
      long,
      [long.items[0]],
      'text',
      long,
      undefined,
      long,
    ]) {
      expect(encode(value)?.toString('utf8')).toBe(JSON.stringify(value));
    }
  });

  it('throws where JSON.stringify throws', () => {
    const encode = jsonEncoder();
    encode({ items: Array.from({ length: 300 }, () => 'z'.repeat(250)) });
    for (const write of [jsonBytes, jsonPieces, encode]) {
      expect(() => write({ n: 1n })).toThrow(TypeError);
      expect(() => write({ list: [1n] })).toThrow(TypeError);
    }
  });
});
