import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { linkTokenFrom, singleUseLinkQuery } from './single-use-link';

describe('singleUseLinkQuery', () => {
  it('redeems a token once, however often the page mounts (StrictMode mounts effects twice)', async () => {
    const client = new QueryClient();
    const redeem = vi.fn(async () => ({ message: 'Your email address is confirmed.' }));
    const options = { queryKey: ['link', 'token-1'], queryFn: redeem, ...singleUseLinkQuery };

    const first = new QueryObserver(client, options);
    first.subscribe(() => {})();
    const again = first.subscribe(() => {});
    await vi.waitFor(() => expect(first.getCurrentResult().isSuccess).toBe(true));
    again();
    // A later mount (back to the page, window focus) shows the outcome without sending the used token again.
    const later = new QueryObserver(client, options);
    const unsubscribe = later.subscribe(() => {});
    await client.refetchQueries({ stale: true });
    expect(later.getCurrentResult().data).toEqual({ message: 'Your email address is confirmed.' });
    unsubscribe();

    expect(redeem).toHaveBeenCalledTimes(1);
  });
  it('does not retry a refused token', async () => {
    const client = new QueryClient();
    const redeem = vi.fn(async () => Promise.reject(new Error('invalid')));
    const observer = new QueryObserver(client, {
      queryKey: ['link', 'token-2'],
      queryFn: redeem,
      ...singleUseLinkQuery,
    });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().isError).toBe(true));
    expect(redeem).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

describe('linkTokenFrom', () => {
  it('reads the token of the address, or null without one', () => {
    expect(linkTokenFrom(new URLSearchParams('token=abc_DEF-123'))).toBe('abc_DEF-123');
    expect(linkTokenFrom(new URLSearchParams('token=%20'))).toBeNull();
    expect(linkTokenFrom(new URLSearchParams(''))).toBeNull();
  });
});
