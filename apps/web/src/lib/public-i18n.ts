import { useSyncExternalStore } from 'react';
import type { Namespace } from 'i18next';
import type { Locale } from '@takeoff/shared/locale-codes';
import { addCatalogues, changeLocale, currentLocale, i18n, loadNamespaces } from './i18n-instance';

/**
 * The strings of what the public pages draw (landing, legal pages, their top bar, the flight board, the banners),
 * through the app's one i18next instance (lib/i18n-instance.ts) but without react-i18next, which the prerendered
 * pages' first download (src/public-main.tsx) cannot afford. The full app's strings switch language with these.
 */

// Only the namespaces those components read: the list of catalogues is part of the pages' first download.
addCatalogues(
  import.meta.glob<{ default: Record<string, unknown> }>([
    '../features/{landing,legal,welcome-audio}/locales/*.json',
    '../locales/public/*.json',
  ]),
);

/** Loads namespaces in the chosen language (and keeps them loaded through changes of language). */
export const loadPublicNamespaces = loadNamespaces;

/** The chosen language of the public pages' strings. */
export const publicLocale = (): Locale => currentLocale();

/** The language control of a public page before the full app has loaded: here at once, remembered in this browser. */
export const changePublicLocale = changeLocale;

function subscribe(listener: () => void) {
  i18n.on('languageChanged', listener);
  return () => i18n.off('languageChanged', listener);
}

/** A namespace's `t` in the chosen language, re-rendering when the language changes. */
export function usePublicT<N extends Namespace & string>(namespace: N) {
  const language = useSyncExternalStore(subscribe, publicLocale, publicLocale);
  return { t: i18n.getFixedT(language, namespace), language };
}

/**
 * A feature's strings for the public pages: `export const { useT, t } = await publicNamespace('landing')` in the
 * feature's i18n.ts. The await makes the feature's components wait for the catalogue in the chosen language; `t`
 * answers in the language chosen at the time of the call.
 */
export async function publicNamespace<N extends Namespace & string>(namespace: N) {
  await loadNamespaces([namespace]);
  return { useT: () => usePublicT(namespace), t: i18n.getFixedT(null, namespace) };
}
