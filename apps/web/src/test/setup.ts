import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { toast } from 'sonner';
import { changeLocale } from '@/lib/i18n';
import '@/lib/tailwind-class-merge';
import { queryClient } from '@/lib/query-client';
import { LOCALE_STORAGE_KEY } from '@/lib/locale-detection';
import { apiServer } from './api-server';

// A page's first visit in a test file loads its lazy route modules and catalogues: on a busy 2-core machine
// that takes seconds, not the one second Testing Library waits by default.
configure({ asyncUtilTimeout: 15_000 });

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
const unanswered: string[] = [];
beforeAll(() =>
  apiServer.listen({
    onUnhandledRequest: (request) => {
      const url = new URL(request.url);
      unanswered.push(`${request.method} ${url.pathname}${url.search}`);
    },
  }),
);
// A handler that throws (a fixture its schema refuses) fails the test too, not only the page that got a 500.
const handlerErrors: unknown[] = [];
apiServer.events.on('unhandledException', ({ error }) => handlerErrors.push(error));
afterEach(async () => {
  cleanup();
  const missing = unanswered.splice(0);
  if (missing.length > 0)
    throw new Error(`The test's API has no answer for: ${missing.join(', ')}`);
  const errors = handlerErrors.splice(0);
  if (errors.length > 0) throw new Error('A test API handler failed', { cause: errors[0] });
  apiServer.resetHandlers();
  // Test files share one module graph (isolate: false): the app's own query client and Sonner's toast store
  // outlive a file, so a session or a toast from the file before must not reach the next one.
  queryClient.clear();
  toast.dismiss();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // Each test starts in English, whatever language the one before chose.
  await changeLocale('en');
  window.localStorage.removeItem(LOCALE_STORAGE_KEY);
});
afterAll(() => apiServer.close());
