import { expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import type { ScoreOverride } from '@takeoff/shared/score-reviews';
import { changeLocale } from '@/lib/i18n';
import { renderComponent } from '@/test/render-component';
import { ScoreBadges } from './score-badges';

const judgement = (overrides: Partial<ScoreOverride> = {}): ScoreOverride => ({
  applicationId: 7,
  score: 'mood',
  level: 4,
  judgement: 'Calm and clear',
  reason: 'Nerves at the start only',
  by: { id: 3, name: 'Rae' },
  at: '2026-11-29T03:00:00.000Z',
  ...overrides,
});

test('an automated number is marked Automated; a person’s judgement replaces its number (English)', () => {
  renderComponent(
    <ScoreBadges moodScore={2.2} confidenceScore={3.6} evidence={null} overrides={[judgement()]} />,
  );
  expect(screen.getByTestId('score-judgement')).toHaveTextContent('Mood: Calm and clear (4/5)');
  expect(screen.getByTestId('score-judgement')).toHaveAttribute(
    'title',
    "A person's judgement, set by Rae: Nerves at the start only",
  );
  expect(screen.queryByText('Mood: 2.2/5')).toBeNull();
  expect(screen.getByText('Confidence: 3.6/5')).toBeVisible();
  expect(screen.getByTestId('automated-marker')).toHaveTextContent('Automated');
});

test('in Greek, and with automated scores off only the judgements and the reason show', async () => {
  await changeLocale('el');
  renderComponent(
    <ScoreBadges
      moodScore={null}
      confidenceScore={null}
      evidence={null}
      automatedScoresOff
      overrides={[judgement({ score: 'confidence', level: 5, judgement: 'Σίγουρη' })]}
    />,
  );
  expect(screen.getByTestId('score-judgement')).toHaveTextContent('Αυτοπεποίθηση: Σίγουρη (5/5)');
  expect(
    screen.getByText('Οι αυτόματες βαθμολογίες είναι απενεργοποιημένες για τον οργανισμό σας'),
  ).toBeVisible();
  expect(screen.queryByTestId('automated-marker')).toBeNull();
  expect(screen.queryByText(/\/5$/, { selector: '[data-slot="badge"]' })).toBeNull();
});
