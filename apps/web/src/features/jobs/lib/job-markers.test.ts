import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { jobMarkers } from './job-markers';

describe('jobMarkers', () => {
  const applied = new Set([1, 3]);
  const saved = new Set([2, 3]);

  it('marks nothing on a job the candidate has not touched', () => {
    expect(jobMarkers(4, applied, saved)).toEqual([]);
  });

  it('marks an applied job and a saved job', () => {
    expect(jobMarkers(1, applied, saved).map((m) => m.label)).toEqual(['Applied']);
    expect(jobMarkers(2, applied, saved).map((m) => m.label)).toEqual(['Saved']);
  });

  it('shows both, applied first, on a job saved and applied to', () => {
    expect(jobMarkers(3, applied, saved).map((m) => m.key)).toEqual(['applied', 'saved']);
  });
});

describe('jobMarkers in Greek', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('labels the markers in the chosen language', async () => {
    await i18n.changeLanguage('el');
    expect(jobMarkers(3, new Set([3]), new Set([3])).map((m) => m.label)).toEqual([
      'Έγινε αίτηση',
      'Αποθηκευμένη',
    ]);
  });
});
