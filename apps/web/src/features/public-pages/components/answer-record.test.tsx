import { expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import { renderComponent } from '@/test/render-component';
import { AnswerRecordSection } from './answer-record';

test('the SPA’s flight and careers pages show the stored answer record as the server page does', () => {
  renderComponent(
    <AnswerRecordSection
      record={{
        promiseDays: 10,
        figures: { applications: 11, answeredInTimePercent: 73, medianDays: 3.5 },
      }}
    />,
  );
  const section = screen.getByRole('region', { name: 'Answer record' });
  expect(section).toHaveTextContent('73% of applications answered within 10 days');
  expect(section).toHaveTextContent('Median time to a first answer: 3.5 days');
  expect(section).toHaveTextContent('Over the last 90 days, from 11 applications.');
});

test('shows nothing below the minimum count (the server sends no record)', () => {
  renderComponent(<AnswerRecordSection record={null} />);
  expect(screen.queryByTestId('answer-record')).not.toBeInTheDocument();
});
