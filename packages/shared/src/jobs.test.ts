import { describe, expect, it } from 'vitest';
import {
  CreateJobRequest,
  UpdateJobRequest,
  departureTimeOf,
  generateFlightNumber,
  generateUnlistedFlightNumber,
  isFlightNumber,
  parseSkills,
  JOB_LIMITS,
  JOB_MESSAGES,
} from './jobs';

const valid = { title: 'Pilot', description: 'Fly', location: 'Athens', skills: 'a, b' };

describe('jobs rules', () => {
  it('generates flight numbers from TO1000 to TO9999', () => {
    expect(generateFlightNumber((min) => min)).toBe('TO1000');
    expect(generateFlightNumber((_min, max) => max - 1)).toBe('TO9999');
    expect(isFlightNumber('TO1000')).toBe(true);
    expect(isFlightNumber('TO999')).toBe(false);
    expect(isFlightNumber('TO0123')).toBe(false);
    expect(isFlightNumber('TO12345')).toBe(true);
    expect(isFlightNumber('TO1234567890')).toBe(false);
  });

  it('widens flight numbers by a digit every 8 tries, up to 9 digits', () => {
    const lowest = (attempt: number) => generateFlightNumber((min) => min, attempt);
    const highest = (attempt: number) => generateFlightNumber((_min, max) => max - 1, attempt);
    expect([lowest(7), highest(7)]).toEqual(['TO1000', 'TO9999']);
    expect([lowest(8), highest(15)]).toEqual(['TO10000', 'TO99999']);
    expect(highest(1000)).toBe('TO999999999');
    for (const attempt of [0, 8, 16, 47, 1000])
      expect(isFlightNumber(highest(attempt)) && isFlightNumber(lowest(attempt))).toBe(true);
  });

  it('gives unlisted flights 18 random digits, which no listed number can be', () => {
    const bytes = (fill: number) => () => new Uint8Array(8).fill(fill);
    expect(generateUnlistedFlightNumber(bytes(0))).toBe(`TO1${'0'.repeat(17)}`);
    const highest = generateUnlistedFlightNumber(bytes(0xff));
    expect(highest).toMatch(/^TO[1-9]\d{17}$/);
    expect(BigInt(highest.slice(2))).toBe(10n ** 17n + ((2n ** 64n - 1n) % (9n * 10n ** 17n)));
    expect(isFlightNumber(highest)).toBe(true);
    expect(isFlightNumber(`TO${'1'.repeat(17)}`)).toBe(false);
    expect(isFlightNumber(`TO${'1'.repeat(19)}`)).toBe(false);
    const seen = new Set(
      Array.from({ length: 50 }, () =>
        generateUnlistedFlightNumber((n) => crypto.getRandomValues(new Uint8Array(n))),
      ),
    );
    expect(seen.size).toBe(50);
  });

  it('formats the departure time as HH:MM', () => {
    expect(departureTimeOf(new Date('2026-01-02T04:05:00Z'))).toBe('04:05');
  });

  it('splits, trims and de-duplicates skills', () => {
    expect(parseSkills(' React , ,TypeScript,react ')).toEqual(['React', 'TypeScript']);
    expect(parseSkills(['  a ', 'b'])).toEqual(['a', 'b']);
  });

  it('applies the form defaults on create', () => {
    const parsed = CreateJobRequest.parse({ ...valid, experience: '', salary: '' });
    expect(parsed).toMatchObject({
      type: 'full-time',
      status: 'live',
      experience: 'Not specified',
      salary: null,
      skills: ['a', 'b'],
    });
  });

  it('ignores flightNumber and companyId sent by the client', () => {
    const parsed = CreateJobRequest.parse({ ...valid, flightNumber: 'TO1234', companyId: '99' });
    expect(parsed).not.toHaveProperty('flightNumber');
    expect(parsed).not.toHaveProperty('companyId');
  });

  it.each([
    [{ ...valid, title: '' }, 'title'],
    [{ ...valid, title: 'x'.repeat(JOB_LIMITS.title + 1) }, 'title'],
    [{ ...valid, skills: ' , ' }, 'skills'],
    [
      {
        ...valid,
        skills: Array.from({ length: JOB_LIMITS.skills + 1 }, (_, i) => `s${i}`).join(','),
      },
      'skills',
    ],
    [{ ...valid, status: 'open' }, 'status'],
    [{ ...valid, type: 'freelance' }, 'type'],
  ])('refuses bad fields (%#)', (input, field) => {
    const result = CreateJobRequest.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path[0]).toBe(field);
  });

  it('updates take a trimmed skills list and a nullable salary', () => {
    expect(UpdateJobRequest.parse({ skills: [' x '], salary: '' })).toEqual({
      skills: ['x'],
      salary: null,
    });
  });

  it('says how many opportunities were found', () => {
    expect(JOB_MESSAGES.found(1)).toBe('1 opportunity found');
    expect(JOB_MESSAGES.found(3)).toBe('3 opportunities found');
    expect(JOB_MESSAGES.found(1000, true)).toBe('1000+ opportunities found');
  });
});
