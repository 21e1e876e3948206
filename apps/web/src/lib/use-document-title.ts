import { useEffect } from 'react';
import { PRODUCT_NAME } from '@takeoff/shared/constants';

/** Sets the tab title to '<title> · Takeoff' while the page is mounted. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : `${PRODUCT_NAME} — video-pitch recruitment`;
  }, [title]);
}
