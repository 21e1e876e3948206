import i18next, { type BackendModule, type Namespace, type ReadCallback } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { isLocale, LOCALES, type Locale } from '@takeoff/shared/locale-codes';
import { detectLocale, LOCALE_STORAGE_KEY, rememberLocale } from './locale-detection';
import { followLanguage, loadPublicNamespaces } from './public-i18n';
import { retryingImport } from './lazy-with-retry';

/**
 * The SPA's one i18next instance. Strings live in catalogues per feature — `features/<area>/locales/{en,el}.json`,
 * one namespace per feature — and in `src/locales/<namespace>/{en,el}.json` for the app's own namespaces: `common` (app
 * shell, components, lib), `errors` (the API's error messages by code and by message) and `public` (what the public
 * pages draw around their content: skip link, top bar, banners, flight board; apart so that they do not load `common`).
 * A catalogue is its own small chunk, fetched in the chosen language only, when the feature's module is first
 * evaluated (see `featureNamespace`): a page downloads its features' strings in one language, nothing more.
 */
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>([
  '../features/*/locales/*.json',
  '../locales/*/*.json',
]);

const APP_NAMESPACES = ['common', 'errors', 'public'];

export const cataloguePath = (locale: string, namespace: string) =>
  APP_NAMESPACES.includes(namespace)
    ? `../locales/${namespace}/${locale}.json`
    : `../features/${namespace}/locales/${locale}.json`;

const catalogueBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = catalogues[cataloguePath(language, namespace)];
    if (!load) return callback(new Error(`No catalogue ${namespace} in ${language}`), false);
    // Offline, a catalogue waits for the connection rather than failing its feature's module for good.
    retryingImport(load)().then(
      (module) => callback(null, module.default),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export { LOCALE_STORAGE_KEY, detectLocale };

export const i18n = i18next.createInstance();

const ready = i18n
  .use(catalogueBackend)
  .use(initReactI18next)
  .init({
    lng: detectLocale(),
    fallbackLng: 'en',
    supportedLngs: [...LOCALES],
    ns: [...APP_NAMESPACES], // a copy: i18next adds every loaded namespace to this list, which must stay the app namespaces
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    // Every catalogue a rendered module needs is loaded before the module runs (top-level await below):
    // nothing suspends, and a change of language loads the loaded namespaces in the new language first.
    react: { useSuspense: false },
  });

if (typeof document !== 'undefined') {
  const setDocumentLanguage = (language: string) => {
    document.documentElement.lang = language;
  };
  i18n.on('languageChanged', setDocumentLanguage);
  // A language changed on the instance directly still reaches the public pages' strings.
  i18n.on('languageChanged', (language: string) => void followLanguage(language));
  setDocumentLanguage(i18n.language);
}

// Components shared with the public pages' light entry (top bar, flight board, banners) read `public` there.
await Promise.all([ready, loadPublicNamespaces(['public'])]);

/** The chosen language (`el` or `en`). */
export const currentLocale = (): Locale => (isLocale(i18n.language) ? i18n.language : 'en');

/**
 * A feature's strings: `export const { useT, t } = await featureNamespace('jobs')` in `features/jobs/i18n.ts`.
 * The await makes every module that imports the feature's `useT`/`t` wait for the catalogue in the chosen
 * language, so a component never renders a key. `t` is for code outside components (toasts, label maps):
 * it answers in the language chosen at the time of the call.
 */
export async function featureNamespace<N extends Namespace & string>(namespace: N) {
  await i18n.loadNamespaces(namespace);
  return {
    useT: () => useTranslation(namespace),
    t: i18n.getFixedT(null, namespace),
  };
}

/** Switches the interface's language in this browser (and remembers it here); the account is saved by the caller. */
export async function changeLocale(locale: Locale) {
  rememberLocale(locale);
  // The public pages' strings (lib/public-i18n.ts) switch in the same step as the rest of the interface.
  await Promise.all([
    i18n.language === locale ? undefined : i18n.changeLanguage(locale),
    followLanguage(locale),
  ]);
}
