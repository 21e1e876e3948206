import type authEn from './modules/auth/locales/en.json';
import type mailEn from './modules/mail/locales/en.json';
import type notificationsEn from './modules/notifications/locales/en.json';
import type publicPagesEn from './modules/public-pages/locales/en.json';

// Typed keys for the server's catalogues (see i18n.ts): a key missing from the English catalogue is a type error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'mail';
    resources: {
      mail: typeof mailEn;
      notifications: typeof notificationsEn;
      auth: typeof authEn;
      publicPages: typeof publicPagesEn;
    };
    returnNull: false;
  }
}
