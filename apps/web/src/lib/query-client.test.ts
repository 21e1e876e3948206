import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshSession, sessionQueryKey } from './query-client';

describe('refreshSession', () => {
  it('sends a new read even while the first one of the page is still in flight', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const answers: Array<(user: { emailVerified: boolean }) => void> = [];
    const observer = new QueryObserver(client, {
      queryKey: sessionQueryKey,
      queryFn: () => new Promise<{ emailVerified: boolean }>((resolve) => answers.push(resolve)),
    });
    const unsubscribe = observer.subscribe(() => {});
    expect(answers).toHaveLength(1);

    const refreshed = refreshSession(client);
    await Promise.resolve();
    // The first read answers late, with what was true before the change.
    answers[0]?.({ emailVerified: false });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(answers).toHaveLength(2);
    answers[1]?.({ emailVerified: true });
    await refreshed;

    expect(client.getQueryData(sessionQueryKey)).toEqual({ emailVerified: true });
    unsubscribe();
  });
});
