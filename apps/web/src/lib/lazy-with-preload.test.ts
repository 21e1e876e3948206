import { createElement, Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload';

const Greeting = ({ name }: { name: string }) => createElement('p', null, `Hello ${name}`);

async function html(element: ReturnType<typeof createElement>) {
  const { prelude } = await prerenderToNodeStream(element);
  let text = '';
  for await (const chunk of prelude) text += String(chunk);
  return text;
}

describe('lazyWithPreload', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('navigator', { onLine: true });
    vi.stubGlobal('window', {
      setTimeout: globalThis.setTimeout,
      addEventListener: () => undefined,
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('downloads once for any number of preloads and the render that follows', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Greeting }));
    const LazyGreeting = lazyWithPreload(load);
    LazyGreeting.preload();
    LazyGreeting.preload();
    expect(load).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    expect(
      await html(
        createElement(
          Suspense,
          { fallback: 'loading' },
          createElement(LazyGreeting, { name: 'Ada' }),
        ),
      ),
    ).toContain('Hello Ada');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a pause, and a download that failed for good is asked for afresh next time', async () => {
    const load = vi.fn<() => Promise<{ default: typeof Greeting }>>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const LazyGreeting = lazyWithPreload(load);
    LazyGreeting.preload();
    await vi.runAllTimersAsync();
    // The first try and its two retries.
    expect(load).toHaveBeenCalledTimes(3);
    load.mockImplementation(() => Promise.resolve({ default: Greeting }));
    LazyGreeting.preload();
    expect(load).toHaveBeenCalledTimes(4);
  });
});
