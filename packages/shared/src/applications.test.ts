import { describe, expect, it } from 'vitest';
import { CreateApplicationRequest, canMoveApplication, median, nextStage } from './applications';

describe('applications rules', () => {
  it('walks the pipeline forward and stops at hired', () => {
    expect(nextStage('pending')).toBe('reviewed');
    expect(nextStage('interviewing')).toBe('hired');
    expect(nextStage('hired')).toBeNull();
    expect(nextStage('rejected')).toBeNull();
  });

  it('allows any real move, refuses a no-op', () => {
    expect(canMoveApplication('pending', 'interviewing')).toBe(true);
    expect(canMoveApplication('hired', 'rejected')).toBe(true);
    expect(canMoveApplication('reviewed', 'reviewed')).toBe(false);
  });

  it('computes medians', () => {
    expect(median([])).toBeNull();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
  });

  it('strips candidateId and status from an application request', () => {
    const parsed = CreateApplicationRequest.parse({
      jobId: '5',
      candidateId: 1,
      status: 'hired',
      coverMessage: '  ',
    });
    expect(parsed).toEqual({ jobId: 5, coverMessage: null });
  });
});
