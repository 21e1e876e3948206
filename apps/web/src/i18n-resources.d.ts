// The catalogues' shape for i18next's types: a key missing from the English catalogue of its namespace is a type error.
import 'i18next';
import type common from './locales/common/en.json';
import type errors from './locales/errors/en.json';
import type publicStrings from './locales/public/en.json';
import type account from './features/account/locales/en.json';
import type admin from './features/admin/locales/en.json';
import type applications from './features/applications/locales/en.json';
import type assistant from './features/assistant/locales/en.json';
import type auth from './features/auth/locales/en.json';
import type companies from './features/companies/locales/en.json';
import type consent from './features/consent/locales/en.json';
import type dashboards from './features/dashboards/locales/en.json';
import type interviews from './features/interviews/locales/en.json';
import type jobs from './features/jobs/locales/en.json';
import type landing from './features/landing/locales/en.json';
import type legal from './features/legal/locales/en.json';
import type mail from './features/mail/locales/en.json';
import type messages from './features/messages/locales/en.json';
import type notifications from './features/notifications/locales/en.json';
import type org from './features/org/locales/en.json';
import type pitches from './features/pitches/locales/en.json';
import type promos from './features/promos/locales/en.json';
import type publicPages from './features/public-pages/locales/en.json';
import type rankings from './features/rankings/locales/en.json';
import type ratings from './features/ratings/locales/en.json';
import type responsePromise from './features/response-promise/locales/en.json';
import type scorecards from './features/scorecards/locales/en.json';
import type scoreReviews from './features/score-reviews/locales/en.json';
import type tools from './features/tools/locales/en.json';
import type videoAnswers from './features/video-answers/locales/en.json';
import type waitlist from './features/waitlist/locales/en.json';
import type welcomeAudio from './features/welcome-audio/locales/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      errors: typeof errors;
      public: typeof publicStrings;
      account: typeof account;
      admin: typeof admin;
      applications: typeof applications;
      assistant: typeof assistant;
      auth: typeof auth;
      companies: typeof companies;
      consent: typeof consent;
      dashboards: typeof dashboards;
      interviews: typeof interviews;
      jobs: typeof jobs;
      landing: typeof landing;
      legal: typeof legal;
      mail: typeof mail;
      messages: typeof messages;
      notifications: typeof notifications;
      org: typeof org;
      pitches: typeof pitches;
      promos: typeof promos;
      'public-pages': typeof publicPages;
      rankings: typeof rankings;
      ratings: typeof ratings;
      'response-promise': typeof responsePromise;
      scorecards: typeof scorecards;
      'score-reviews': typeof scoreReviews;
      tools: typeof tools;
      'video-answers': typeof videoAnswers;
      waitlist: typeof waitlist;
      'welcome-audio': typeof welcomeAudio;
    };
  }
}
