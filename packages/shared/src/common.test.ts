import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { humanIssueMessage, pathOfNul } from './common';

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

describe('humanIssueMessage', () => {
  it('turns zod issues into words people read, naming limits', () => {
    const issueOf = (schema: z.ZodType, value: unknown) =>
      schema.safeParse(value, { error: humanIssueMessage }).error!.issues[0]!.message;
    expect(issueOf(z.string().min(1), '')).toBe('This field is required.');
    expect(issueOf(z.string().max(40), 'x'.repeat(41))).toBe('Use at most 40 characters.');
    expect(issueOf(z.object({ a: z.string() }), {})).toBe('This field is required.');
    expect(issueOf(z.email(), 'nope')).toBe('Enter a valid email address.');
    expect(issueOf(z.enum(['a', 'b']), 'c')).toBe('Choose one of the options.');
    // A schema's own message wins.
    expect(issueOf(z.string().min(1, 'Name your flight'), '')).toBe('Name your flight');
  });
});
