import { describe, expect, it } from 'vitest';
import {
  AdminJobInput,
  departureTimeOf,
  moreSkillsLabel,
  splitSkills,
  toExpiresAt,
} from './admin-jobs';
import { ReorderPitchesRequest } from './admin';

describe('admin job form rules', () => {
  it('splits skills on commas and trims them', () => {
    expect(splitSkills(' React, Node.js ,, SQL ')).toEqual(['React', 'Node.js', 'SQL']);
    expect(splitSkills('')).toEqual([]);
  });

  it('formats the default departure time as HH:MM', () => {
    expect(departureTimeOf(new Date(2026, 0, 1, 7, 5))).toBe('07:05');
    expect(departureTimeOf(new Date(2026, 0, 1, 23, 59))).toBe('23:59');
  });

  it('turns a date into ISO and an empty value into null', () => {
    expect(toExpiresAt('')).toBeNull();
    expect(toExpiresAt(undefined)).toBeNull();
    expect(toExpiresAt('not a date')).toBeNull();
    expect(toExpiresAt('2030-01-31T10:00:00.000Z')).toBe('2030-01-31T10:00:00.000Z');
  });

  it('labels skills beyond the first three', () => {
    expect(moreSkillsLabel(['a', 'b', 'c'], 3)).toBeNull();
    expect(moreSkillsLabel(['a', 'b', 'c', 'd', 'e'], 3)).toBe('+2 more');
  });

  it('parses the wire form: numeric companyId, empty optionals dropped, flight number checked', () => {
    const base = {
      title: 'T',
      description: 'D',
      location: 'L',
      type: 'contract',
      skills: 'a, b',
      status: 'live',
      companyId: '12',
    };
    expect(
      AdminJobInput.parse({ ...base, flightNumber: '', departureTime: '', expiresAt: '' }),
    ).toMatchObject({
      companyId: 12,
      skills: ['a', 'b'],
      flightNumber: undefined,
      departureTime: undefined,
      expiresAt: null,
    });
    expect(AdminJobInput.parse({ ...base, flightNumber: 'to1234' }).flightNumber).toBe('TO1234');
    expect(AdminJobInput.safeParse({ ...base, flightNumber: 'TO123' }).success).toBe(false);
    expect(AdminJobInput.safeParse({ ...base, departureTime: '25:00' }).success).toBe(false);
    expect(AdminJobInput.safeParse({ ...base, skills: ' , ' }).success).toBe(false);
    expect(AdminJobInput.safeParse({ ...base, companyId: 'abc' }).success).toBe(false);
  });

  it('reads reorder ids given as strings', () => {
    expect(ReorderPitchesRequest.parse({ orderedIds: ['3', 1] }).orderedIds).toEqual([3, 1]);
    expect(ReorderPitchesRequest.safeParse({ orderedIds: ['x'] }).success).toBe(false);
    expect(ReorderPitchesRequest.safeParse({ orderedIds: ['0'] }).success).toBe(false);
  });
});
