import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { changeLocale } from '@/lib/i18n';
import { LOCALE_STORAGE_KEY } from '@/lib/locale-detection';
import { apiServer } from './api-server';

// A page's first visit in a test file loads its lazy route modules and catalogues: on a busy 2-core machine
// that takes seconds, not the one second Testing Library waits by default.
configure({ asyncUtilTimeout: 10_000 });

// What jsdom lacks and the app's components call (Radix, charts, reduced-motion checks, scroll restoration).
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

// A request no handler answers fails the test: every call a page makes is one the test knows about.
beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanup();
  apiServer.resetHandlers();
  window.localStorage.clear();
  // Each test starts in English, whatever language the one before chose.
  await changeLocale('en');
  window.localStorage.removeItem(LOCALE_STORAGE_KEY);
});
afterAll(() => apiServer.close());
