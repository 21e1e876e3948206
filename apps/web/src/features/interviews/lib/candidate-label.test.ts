import { expect, test } from 'vitest';
import { changeLocale } from '@/lib/i18n';
import { candidateLabelText } from './candidate-label';

test('the blind-review label is written in the chosen language; a name stays as it is', async () => {
  expect(candidateLabelText('Candidate #000005')).toBe('Candidate #000005');
  await changeLocale('el');
  expect(candidateLabelText('Candidate #000005')).toBe('Υποψήφιος/α #000005');
  expect(candidateLabelText('Nia Petrou')).toBe('Nia Petrou');
});
