import { useEffect } from 'react';
import { PRODUCT_NAME } from '@takeoff/shared/constants';
import { i18n } from './i18n-instance';
import { usePublicT } from './public-i18n';

/** The tab title of a page: '<title> · Takeoff', or the product's own title (in the chosen language) for the landing page. */
export function documentTitle(title: string | undefined) {
  return title
    ? `${title} · ${PRODUCT_NAME}`
    : i18n.t('app.documentTitle', { ns: 'public', product: PRODUCT_NAME });
}

/** Sets the tab title to '<title> · Takeoff' while the page is mounted (and again when the language changes). */
export function useDocumentTitle(title: string | undefined) {
  const { language } = usePublicT('public');
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title, language]);
}
