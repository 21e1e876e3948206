import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import {
  describeCriterion,
  formatMean,
  formatSpread,
  recommendationShare,
  scorePercent,
  spreadBar,
} from './aggregate-display';

const criterion = (mean: number | null, min: number | null, max: number | null, count: number) => ({
  criterionId: 'c',
  name: 'Communication',
  mean,
  min,
  max,
  count,
});

describe('aggregate display', () => {
  it('places scores on the 1–4 track', () => {
    expect(scorePercent(1)).toBe(0);
    expect(scorePercent(4)).toBe(100);
    expect(scorePercent(2.5)).toBe(50);
  });

  it('formats a mean with one decimal and a dash when nobody scored', () => {
    expect(formatMean(3.25)).toBe('3.3');
    expect(formatMean(3)).toBe('3.0');
    expect(formatMean(null)).toBe('–');
  });

  it('says the spread in the score labels', () => {
    expect(formatSpread(criterion(null, null, null, 0))).toBe('No scores yet');
    expect(formatSpread(criterion(3, 3, 3, 1))).toBe('Yes (3)');
    expect(formatSpread(criterion(3, 3, 3, 2))).toBe('All Yes (3)');
    expect(formatSpread(criterion(3, 2, 4, 3))).toBe('No (2) to Strong yes (4)');
  });

  it('draws the spread as a range with the mean inside it', () => {
    expect(spreadBar(criterion(null, null, null, 0))).toBeNull();
    expect(spreadBar(criterion(2.5, 1, 4, 2))).toEqual({ left: 0, width: 100, mean: 50 });
    expect(spreadBar(criterion(4, 4, 4, 1))).toEqual({ left: 100, width: 0, mean: 100 });
  });

  it('describes a criterion in one sentence', () => {
    expect(describeCriterion(criterion(3.5, 3, 4, 2))).toBe(
      'Communication: mean 3.5 of 4, Yes (3) to Strong yes (4), 2 scores',
    );
    expect(describeCriterion(criterion(2, 2, 2, 1))).toBe(
      'Communication: mean 2.0 of 4, No (2), 1 score',
    );
    expect(describeCriterion(criterion(null, null, null, 0))).toBe('Communication: no scores yet');
  });

  it('gives each recommendation its share of all of them', () => {
    expect(recommendationShare(1, { strong_no: 0, no: 1, yes: 2, strong_yes: 1 })).toBe(25);
    expect(recommendationShare(0, { strong_no: 0, no: 0, yes: 0, strong_yes: 0 })).toBe(0);
  });
});

describe('aggregate display in Greek', () => {
  afterAll(() => i18n.changeLanguage('en'));

  it('writes the mean with a decimal comma and the labels in Greek', async () => {
    await i18n.changeLanguage('el');
    expect(formatMean(3.25)).toBe('3,3');
    expect(formatSpread(criterion(3, 2, 4, 3))).toBe('Όχι (2) έως Σαφώς ναι (4)');
    expect(describeCriterion(criterion(2, 2, 2, 1))).toBe(
      'Communication: μέσος όρος 2,0 από 4, Όχι (2), 1 βαθμολογία',
    );
  });
});
