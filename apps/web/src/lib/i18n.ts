import type { Namespace } from 'i18next';
import { setDefaults, setI18n, useTranslation } from 'react-i18next';
import { addCatalogues, APP_NAMESPACES, i18n, loadNamespaces } from './i18n-instance';

/**
 * The full app's strings: react-i18next over the one i18next instance the public pages' light entry uses too
 * (lib/i18n-instance.ts), so a change of language reaches both at once. A catalogue is its own small chunk, fetched in
 * the chosen language only, when the feature's module is first evaluated (see `featureNamespace`): a page downloads
 * its features' strings in one language, nothing more.
 */
addCatalogues(
  import.meta.glob<{ default: Record<string, unknown> }>([
    '../features/*/locales/*.json',
    '../locales/*/*.json',
  ]),
);

// What initReactI18next would do at init: the instance is initialised before react-i18next loads.
// Every catalogue a rendered module needs is loaded before the module runs (top-level await below): nothing suspends.
setDefaults({ useSuspense: false });
setI18n(i18n);

await loadNamespaces(APP_NAMESPACES);

export { i18n, changeLocale, currentLocale } from './i18n-instance';

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
