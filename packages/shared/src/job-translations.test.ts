import { describe, expect, it } from 'vitest';
import {
  headlineForReader,
  headlinesOf,
  jobForReader,
  writtenJobTranslations,
} from './job-translations';
import { questionsForReader, writtenQuestionTranslations } from './promo-constants';

const NONE = { title: '', description: '', location: '', experience: '', salary: '', skills: [] };
const job = {
  id: 1,
  title: 'Night Pilot',
  description: 'We fly at night.',
  location: 'Athens',
  experience: '3+ years',
  salary: '€50k' as string | null,
  skills: ['Navigation'],
  translations: {
    el: { ...NONE, title: 'Πιλότος Νύχτας', location: 'Αθήνα', skills: ['Πλοήγηση'] },
  },
};

describe('a job in its reader’s language', () => {
  it('takes each field the company wrote in that language, the main one otherwise, and keeps the rest', () => {
    expect(jobForReader(job, 'el')).toEqual({
      ...job,
      title: 'Πιλότος Νύχτας',
      location: 'Αθήνα',
      skills: ['Πλοήγηση'],
    });
    expect(jobForReader(job, 'en')).toBe(job);
    expect(jobForReader({ ...job, translations: undefined }, 'el').title).toBe('Night Pilot');
  });

  it('boards carry only titles and locations, and show them in the reader’s language', () => {
    expect(headlinesOf(job.translations)).toEqual({
      el: { title: 'Πιλότος Νύχτας', location: 'Αθήνα' },
    });
    expect(headlinesOf({ en: { ...NONE, description: 'Only a description' } })).toEqual({});
    expect(
      headlineForReader({ ...job, translations: headlinesOf(job.translations) }, 'el'),
    ).toEqual({
      title: 'Πιλότος Νύχτας',
      location: 'Αθήνα',
    });
    expect(headlineForReader(job, 'en')).toEqual({ title: 'Night Pilot', location: 'Athens' });
  });

  it('stores no language whose fields are all empty', () => {
    expect(writtenJobTranslations({ el: job.translations.el, en: NONE })).toEqual({
      el: job.translations.el,
    });
  });
});

describe('promo questions in their reader’s language', () => {
  it('takes each question the company translated, the main one where it did not', () => {
    const promo = {
      questions: ['Why us?', 'Why now?', 'Why you?'],
      questionTranslations: { el: ['Γιατί εμείς;', '', 'Γιατί εσείς;'] },
    };
    expect(questionsForReader(promo, 'el')).toEqual(['Γιατί εμείς;', 'Why now?', 'Γιατί εσείς;']);
    expect(questionsForReader(promo, 'en')).toEqual(promo.questions);
    expect(writtenQuestionTranslations({ el: ['', ' ', ''], en: ['a', '', ''] })).toEqual({
      en: ['a', '', ''],
    });
  });
});
