import { describe, expect, it } from 'vitest';
import { pathOfNul } from './common';

describe('pathOfNul', () => {
  it('finds NUL in a value or a key at any depth, and nothing in clean input', () => {
    expect(pathOfNul({ a: 'x', b: [1, { c: 'y\u0000' }] })).toEqual(['b', 1, 'c']);
    expect(pathOfNul({ 'k\u0000': 1 })).toEqual(['k\u0000']);
    expect(pathOfNul('top\u0000')).toEqual([]);
    expect(pathOfNul({ a: 'x', b: [1, null, { c: 'y' }] })).toBeNull();
  });

  it('walks deep input without recursion', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 50_000; i++) deep = [deep];
    expect(pathOfNul(deep)).toHaveLength(50_000);
  });
});
