import { useSyncExternalStore } from 'react';
import { isLocale, type Locale } from '@takeoff/shared/locale-codes';
import { detectLocale, rememberLocale } from './locale-detection';
import { retryingImport } from './lazy-with-retry';

/**
 * The strings of what the public pages draw (landing, legal pages, their top bar, the flight board, the banners):
 * the same catalogues as lib/i18n.ts, read without i18next, so the prerendered pages' first download (src/public-main.tsx)
 * carries no i18n library. Once the full app has loaded, its i18next instance leads (lib/i18n.ts calls
 * `followLanguage`) and these strings switch language with the rest of the interface.
 * Supports what those catalogues use: nested keys and `{{name}}` values (the landing draws `<tag>…</tag>` markup).
 */
type Catalogue = { [key: string]: string | Catalogue };
type Values = Record<string, unknown>;
export type Translate = (key: string, values?: Values) => string;

// Only the namespaces those components read: the list of catalogues is part of the pages' first download.
const catalogues = import.meta.glob<{ default: Catalogue }>([
  '../features/{landing,legal,welcome-audio}/locales/*.json',
  '../locales/public/*.json',
]);

const cataloguePath = (locale: string, namespace: string) =>
  namespace === 'public'
    ? `../locales/public/${locale}.json`
    : `../features/${namespace}/locales/${locale}.json`;

let language: Locale = detectLocale();
const loaded = new Map<string, Catalogue>();
const namespaces = new Set<string>();
const listeners = new Set<() => void>();

function setDocumentLanguage() {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
setDocumentLanguage();

async function loadCatalogue(locale: Locale, namespace: string) {
  const id = `${locale}/${namespace}`;
  if (loaded.has(id)) return;
  const load = catalogues[cataloguePath(locale, namespace)];
  if (!load) throw new Error(`No catalogue ${namespace} in ${locale}`);
  // Offline, a catalogue waits for the connection rather than failing the page for good.
  loaded.set(id, (await retryingImport(load)()).default);
}

/** Loads namespaces in the chosen language (and keeps them loaded through changes of language). */
export async function loadPublicNamespaces(names: readonly string[]) {
  names.forEach((name) => namespaces.add(name));
  await Promise.all(names.map((name) => loadCatalogue(language, name)));
}

/** The chosen language of the public pages' strings. */
export const publicLocale = (): Locale => language;

/** Switches these strings to a language once its catalogues are loaded (the full app's i18next calls this). */
export async function followLanguage(next: string) {
  if (!isLocale(next) || next === language) return;
  await Promise.all([...namespaces].map((name) => loadCatalogue(next, name)));
  language = next;
  setDocumentLanguage();
  listeners.forEach((listener) => listener());
}

/** The language control of a public page before the full app has loaded: here at once, remembered in this browser. */
export async function changePublicLocale(locale: Locale) {
  rememberLocale(locale);
  await followLanguage(locale);
}

function lookUp(catalogue: Catalogue | undefined, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** A string of a namespace in a language, with its `{{values}}` filled in; the key itself when it is missing. */
export function translate(locale: Locale, namespace: string, key: string, values?: Values): string {
  const text =
    lookUp(loaded.get(`${locale}/${namespace}`), key) ?? lookUp(loaded.get(`en/${namespace}`), key);
  if (text === undefined) return key;
  return values
    ? text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) =>
        name in values ? String(values[name]) : whole,
      )
    : text;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A namespace's `t` in the chosen language, re-rendering when the language changes. */
export function usePublicT(namespace: string): { t: Translate; language: Locale } {
  const current = useSyncExternalStore(subscribe, publicLocale, publicLocale);
  return { t: (key, values) => translate(current, namespace, key, values), language: current };
}

/**
 * A feature's strings for the public pages: `export const { useT, t } = await publicNamespace('landing')` in the
 * feature's i18n.ts. The await makes the feature's components wait for the catalogue in the chosen language.
 */
export async function publicNamespace(namespace: string) {
  await loadPublicNamespaces([namespace]);
  return {
    useT: () => usePublicT(namespace),
    t: ((key, values) => translate(language, namespace, key, values)) as Translate,
  };
}
