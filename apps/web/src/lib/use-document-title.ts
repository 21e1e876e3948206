import { useEffect } from 'react';
import { PRODUCT_NAME } from '@takeoff/shared/constants';

/** The tab title of a page: '<title> · Takeoff', or the product's own title for the landing page. */
export function documentTitle(title: string | undefined) {
  return title ? `${title} · ${PRODUCT_NAME}` : `${PRODUCT_NAME} — video-pitch recruitment`;
}

/** Sets the tab title to '<title> · Takeoff' while the page is mounted. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
