import { describe, expect, it } from 'vitest';
import '@/lib/zod-messages';
import {
  criteriaChanged,
  defaultCriteria,
  interviewersChanged,
  JobTeamFormSchema,
  teamFieldIssues,
} from './job-team-form';

const job = { title: 'Pilot', description: 'Fly', location: 'Athens', skills: 'Flying' };

describe('job team form', () => {
  it('accepts the default criteria and no interviewers', () => {
    expect(
      JobTeamFormSchema.safeParse({ ...job, criteria: defaultCriteria(), interviewerIds: [] })
        .success,
    ).toBe(true);
  });

  it('names the criterion without a name, and refuses fewer than 3 or two of the same name', () => {
    const unnamed = JobTeamFormSchema.safeParse({
      ...job,
      criteria: [...defaultCriteria(), { name: ' ', description: '' }],
      interviewerIds: [],
    });
    expect(unnamed.error?.issues).toEqual([
      expect.objectContaining({
        path: ['criteria', 4, 'name'],
        message: 'Give the criterion a name',
      }),
    ]);
    const few = JobTeamFormSchema.safeParse({
      ...job,
      criteria: defaultCriteria().slice(0, 2),
      interviewerIds: [],
    });
    expect(few.error?.issues[0]).toMatchObject({
      path: ['criteria'],
      message: 'Give at least 3 criteria',
    });
    const twice = JobTeamFormSchema.safeParse({
      ...job,
      criteria: [...defaultCriteria(), { name: 'communication', description: '' }],
      interviewerIds: [],
    });
    expect(twice.error?.issues[0]).toMatchObject({
      path: ['criteria'],
      message: 'Each criterion needs its own name',
    });
  });

  it('sees a rename, a new description, an added or removed criterion, and not spaces around a name', () => {
    const before = defaultCriteria();
    expect(criteriaChanged(before, defaultCriteria())).toBe(false);
    expect(
      criteriaChanged(
        before,
        before.map((c, i) => (i === 0 ? { ...c, name: ` ${c.name} ` } : c)),
      ),
    ).toBe(false);
    expect(
      criteriaChanged(
        before,
        before.map((c, i) => (i === 0 ? { ...c, name: 'Clarity' } : c)),
      ),
    ).toBe(true);
    expect(
      criteriaChanged(
        before,
        before.map((c, i) => (i === 1 ? { ...c, description: 'Other' } : c)),
      ),
    ).toBe(true);
    expect(criteriaChanged(before, before.slice(1))).toBe(true);
    expect(criteriaChanged(before, [...before, { name: 'Craft', description: '' }])).toBe(true);
  });

  it('compares interviewers whatever their order', () => {
    expect(interviewersChanged([1, 2], [2, 1])).toBe(false);
    expect(interviewersChanged([1, 2], [1])).toBe(true);
    expect(interviewersChanged([], [3])).toBe(true);
    expect(interviewersChanged([1, 2], [1, 3])).toBe(true);
  });

  it("maps the server's refusals to the form's fields", () => {
    expect(
      teamFieldIssues([
        { path: ['criteria', 2, 'name'], message: 'Give the criterion a name' },
        { path: ['criteria'], message: 'Each criterion needs its own name' },
        { path: ['memberIds'], message: 'Not an interviewer of your organisation: 9' },
        { path: ['title'], message: 'ignored' },
      ]),
    ).toEqual([
      { field: 'criteria.2.name', message: 'Give the criterion a name' },
      { field: 'criteria', message: 'Each criterion needs its own name' },
      { field: 'interviewerIds', message: 'Not an interviewer of your organisation: 9' },
    ]);
    expect(teamFieldIssues(undefined)).toEqual([]);
  });
});
