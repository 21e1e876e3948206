import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@takeoff/shared/constants';
import { i18n } from './i18n';

/** The tab title of a page: '<title> · Takeoff', or the product's own title (in the chosen language) for the landing page. */
export function documentTitle(title: string | undefined) {
  return title ? `${title} · ${PRODUCT_NAME}` : i18n.t('app.documentTitle', { product: PRODUCT_NAME });
}

/** Sets the tab title to '<title> · Takeoff' while the page is mounted (and again when the language changes). */
export function useDocumentTitle(title: string | undefined) {
  const { i18n: instance } = useTranslation();
  const language = instance.language;
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title, language]);
}
