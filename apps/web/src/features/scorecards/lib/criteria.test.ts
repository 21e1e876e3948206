import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { shownCriteria } from './criteria';

const criteria = [
  {
    id: 'communication',
    name: 'Communication',
    description: 'Explains clearly, listens, adapts to the audience',
  },
  { id: 'role-skills', name: 'Role skills', description: 'Own words' },
  {
    id: 'motivation',
    name: 'Drive',
    description: 'Wants this role and this team, for reasons that hold up',
  },
  { id: 'safety', name: 'Safety', description: '' },
];

describe('shownCriteria', () => {
  afterAll(() => i18n.changeLanguage('en'));

  it('shows the criteria as they are in English', () => {
    expect(shownCriteria(criteria)).toEqual(criteria);
  });

  it('translates the defaults a company left as they are, and keeps its own words', async () => {
    await i18n.changeLanguage('el');
    expect(shownCriteria(criteria)).toEqual([
      {
        id: 'communication',
        name: 'Επικοινωνία',
        description: 'Εξηγεί με σαφήνεια, ακούει, προσαρμόζεται στο ακροατήριο',
      },
      { id: 'role-skills', name: 'Δεξιότητες θέσης', description: 'Own words' },
      {
        id: 'motivation',
        name: 'Drive',
        description: 'Wants this role and this team, for reasons that hold up',
      },
      { id: 'safety', name: 'Safety', description: '' },
    ]);
  });
});
