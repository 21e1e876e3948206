import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TopTalentList } from '@takeoff/shared/rankings';
import { compileOutput } from './output-schema';

/** What zod gives: the parsed value, or that it throws. */
const viaZod = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? { json: JSON.stringify(result.data) } : { threw: true };
};
const viaCompiled = (schema: z.ZodType, value: unknown) => {
  try {
    return { json: JSON.stringify(compileOutput(schema)(value)) };
  } catch (error) {
    expect(error).toBeInstanceOf(z.ZodError);
    return { threw: true };
  }
};

const Entry = z.object({
  id: z.number().int(),
  score: z.number(),
  name: z.string(),
  done: z.boolean(),
  stage: z.enum(['applied', 'interview']),
  kind: z.literal('talent'),
  note: z.string().nullable(),
  nickname: z.string().optional(),
  pitch: z.object({ title: z.string() }).nullable(),
  tags: z.array(z.string()),
});
const Page = z.object({ items: z.array(Entry), nextCursor: z.string().nullable() });

const entry = {
  id: 7,
  score: 4.5,
  name: 'Ada',
  done: false,
  stage: 'interview',
  kind: 'talent',
  note: null,
  nickname: 'A',
  pitch: { title: 'Hello', secret: 'x' },
  tags: ['a', 'b'],
  passwordHash: 'not for the answer',
};

describe('compileOutput', () => {
  it("gives zod's output: the schema's fields in its order, nested objects and arrays stripped of the rest", () => {
    const value = {
      nextCursor: null,
      items: [entry, { ...entry, id: 8, nickname: undefined, pitch: null, tags: [] }],
      extra: 1,
    };
    const out = compileOutput(Page)(value);
    expect(JSON.stringify(out)).toBe(JSON.stringify(Page.parse(value)));
    expect(Object.keys(out.items[0]!)).toEqual(Object.keys(Entry.shape));
    expect(out.items[0]!.pitch).toEqual({ title: 'Hello' });
    expect(JSON.stringify(out)).not.toContain('passwordHash');
  });

  it('throws where zod throws, with zod’s error', () => {
    const refused = [
      { ...entry, id: 1.5 },
      { ...entry, id: 2 ** 60 },
      { ...entry, score: Number.NaN },
      { ...entry, score: Number.POSITIVE_INFINITY },
      { ...entry, score: '4.5' },
      { ...entry, name: null },
      { ...entry, done: 'false' },
      { ...entry, stage: 'hired' },
      { ...entry, kind: 'employer' },
      { ...entry, note: undefined },
      { ...entry, nickname: null },
      { ...entry, pitch: [] },
      { ...entry, pitch: Object.assign(['an array'], { title: 'with the fields' }) },
      { ...entry, pitch: { title: 1 } },
      { ...entry, tags: 'a' },
      { ...entry, tags: ['a', 2] },
      (({ name: _name, ...rest }) => rest)(entry),
    ];
    for (const item of refused) {
      const value = { items: [item], nextCursor: null };
      expect(() => Page.parse(value)).toThrow(z.ZodError);
      expect(() => compileOutput(Page)(value)).toThrow(z.ZodError);
    }
    expect(() => compileOutput(Page)([])).toThrow(z.ZodError);
    expect(() => compileOutput(Page)(null)).toThrow(z.ZodError);
  });

  it('hands to zod what it does not compile: checks, formats, defaults, transforms, unions, records, catch-alls, refinements', () => {
    const Handed = z.object({
      short: z.string().max(3),
      url: z.string().url(),
      positive: z.number().positive(),
      filled: z.string().default('none'),
      upper: z.string().transform((s) => s.toUpperCase()),
      either: z.union([z.string(), z.number()]),
      counts: z.record(z.string(), z.number()),
      loose: z.object({ a: z.number() }).catchall(z.unknown()),
      checked: z.object({ a: z.number() }).refine((o) => o.a > 0),
      anything: z.unknown(),
    });
    const good = {
      short: 'abc',
      url: 'https://takeoff.example/x',
      positive: 1,
      upper: 'go',
      either: 2,
      counts: { a: 1 },
      loose: { a: 1, b: 2 },
      checked: { a: 1 },
      anything: { deep: [1] },
    };
    expect(JSON.stringify(compileOutput(Handed)(good))).toBe(JSON.stringify(Handed.parse(good)));
    expect(compileOutput(Handed)(good)).toMatchObject({
      filled: 'none',
      upper: 'GO',
      loose: { a: 1, b: 2 },
    });
    for (const bad of [
      { short: 'abcd' },
      { url: 'nope' },
      { positive: 0 },
      { either: true },
      { counts: { a: 'x' } },
      { checked: { a: 0 } },
    ]) {
      expect(() => compileOutput(Handed)({ ...good, ...bad })).toThrow(z.ZodError);
    }
  });

  it('agrees with zod on values near a real answer (a property test over Top Talent)', () => {
    const answer = Array.from({ length: 3 }, (_, i) => ({
      id: i + 1,
      position: i + 1,
      candidateId: 100 + i,
      label: `Candidate #${100 + i}`,
      weekStart: '2026-11-16T00:00:00.000Z',
      weekEnd: '2026-11-23T00:00:00.000Z',
      timeZone: 'Europe/Athens',
      avgRating: 4.25,
      ratingCount: 4,
      candidate: { name: 'Ada', title: null },
      pitch: { title: 'Hi' },
      final: true,
    }));
    const odd = fc.constantFrom<unknown>(
      undefined,
      null,
      0,
      -1,
      1.5,
      Number.NaN,
      Number.NEGATIVE_INFINITY,
      2 ** 53,
      '',
      'x',
      true,
      [],
      {},
      [1],
      { title: 'T' },
    );
    // A path into the answer (an entry, then a field, then maybe a nested field) and a value to put there.
    const change = fc.tuple(
      fc.nat(2),
      fc.constantFrom(
        'id',
        'position',
        'label',
        'avgRating',
        'ratingCount',
        'candidate',
        'pitch',
        'final',
        'extra',
      ),
      fc.option(fc.constantFrom('name', 'title')),
      odd,
    );
    fc.assert(
      fc.property(fc.array(change, { maxLength: 3 }), (changes) => {
        const value = structuredClone(answer) as Record<string, unknown>[];
        for (const [index, field, nested, to] of changes) {
          const target = value[index]!;
          if (nested && typeof target[field] === 'object' && target[field] !== null)
            (target[field] as Record<string, unknown>)[nested] = to;
          else target[field] = to;
        }
        expect(viaCompiled(TopTalentList, value)).toEqual(viaZod(TopTalentList, value));
      }),
      { numRuns: 500, seed: 21 },
    );
  });
});
