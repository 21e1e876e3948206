import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { isLocale, LOCALES, type Locale } from '@takeoff/shared/locale-codes';
import { detectLocale, rememberLocale } from './locale-detection';
import { retryingImport } from './lazy-with-retry';

/**
 * The one i18next instance of the SPA, without react-i18next: the prerendered public pages' light entry translates
 * through it (lib/public-i18n.ts), and the full app binds react-i18next to the same instance (lib/i18n.ts), so both
 * switch language in one step. Strings live in catalogues per feature — `features/<area>/locales/{en,el}.json`, one
 * namespace per feature — and in `src/locales/<namespace>/{en,el}.json` for the app's own namespaces.
 */
type CatalogueLoader = () => Promise<{ default: Record<string, unknown> }>;

/**
 * `common` (app shell, components, lib), `errors` (the API's error messages by code and by message) and `public`
 * (what the public pages draw around their content: skip link, top bar, banners, flight board), kept apart so the
 * public pages' first download does not carry the whole of `common`.
 */
export const APP_NAMESPACES = ['common', 'errors', 'public'] as const;

const isAppNamespace = (namespace: string) =>
  (APP_NAMESPACES as readonly string[]).includes(namespace);

const cataloguePath = (locale: string, namespace: string) =>
  isAppNamespace(namespace)
    ? `../locales/${namespace}/${locale}.json`
    : `../features/${namespace}/locales/${locale}.json`;

const catalogues: Record<string, CatalogueLoader> = {};

/**
 * Makes catalogues loadable (an `import.meta.glob` written in src/lib, keyed as `cataloguePath` names them): each
 * entry adds the ones it may load, so the light entry's list of catalogue chunks stays the few it draws.
 */
export function addCatalogues(loaders: Record<string, CatalogueLoader>) {
  Object.assign(catalogues, loaders);
}

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

const initialLocale = detectLocale();

export const i18n = i18next.createInstance();

const ready = i18n.use(catalogueBackend).init({
  lng: initialLocale,
  fallbackLng: 'en',
  supportedLngs: [...LOCALES],
  // Nothing at first: i18next adds each namespace loaded to this list, and a change of language loads the whole list
  // in the new language before it switches, so a component never renders a key.
  ns: [],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

if (typeof document !== 'undefined') {
  document.documentElement.lang = initialLocale;
  i18n.on('languageChanged', (language: string) => {
    document.documentElement.lang = language;
  });
}

/** Loads namespaces in the chosen language; they stay loaded through changes of language. */
export async function loadNamespaces(namespaces: readonly string[]) {
  // Before init has set the language, i18next would load the fallback language only.
  await ready;
  await i18n.loadNamespaces([...namespaces]);
}

/** The chosen language (`el` or `en`). */
export const currentLocale = (): Locale => (isLocale(i18n.language) ? i18n.language : 'en');

/** Switches the interface's language in this browser (and remembers it here); the account is saved by the caller. */
export async function changeLocale(locale: Locale) {
  rememberLocale(locale);
  // i18next announces even a change to the language in use, and every translated component would render again.
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}
