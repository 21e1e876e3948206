import { describe, expect, it } from 'vitest';
import type { Scorecard } from '@takeoff/shared/scorecards';
import { draftErrors, draftOf, hasErrors, inputOf } from './scorecard-draft';

const criteria = [
  { id: 'communication', name: 'Communication', description: '' },
  { id: 'motivation', name: 'Motivation', description: '' },
];

const mine: Scorecard = {
  id: 1,
  applicationId: 7,
  author: { id: 3, name: 'Ivy' },
  ratings: [
    { criterionId: 'communication', score: 4, note: 'Clear' },
    { criterionId: 'motivation', score: 2, note: null },
  ],
  recommendation: 'yes',
  note: null,
  submittedAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('scorecard draft', () => {
  it('starts blank, and names each missing score and the recommendation', () => {
    const draft = draftOf(criteria, null);
    const errors = draftErrors(criteria, draft);
    expect(errors).toEqual({
      scores: {
        communication: 'Choose a score for Communication',
        motivation: 'Choose a score for Motivation',
      },
      recommendation: 'Choose your overall recommendation',
    });
    expect(hasErrors(errors)).toBe(true);
  });

  it('fills in my submitted scorecard for editing and sends it back unchanged', () => {
    const draft = draftOf(criteria, mine);
    expect(hasErrors(draftErrors(criteria, draft))).toBe(false);
    expect(inputOf(criteria, draft)).toEqual({
      ratings: [
        { criterionId: 'communication', score: 4, note: 'Clear' },
        { criterionId: 'motivation', score: 2 },
      ],
      recommendation: 'yes',
    });
  });

  it('leaves out notes that are only spaces and keeps the overall note', () => {
    const draft = draftOf(criteria, mine);
    draft.scores.communication!.note = '   ';
    draft.note = ' Hire ';
    expect(inputOf(criteria, draft)).toMatchObject({
      ratings: [
        { criterionId: 'communication', score: 4 },
        { criterionId: 'motivation', score: 2 },
      ],
      note: 'Hire',
    });
    expect(inputOf(criteria, draft).ratings[0]).not.toHaveProperty('note');
  });
});
