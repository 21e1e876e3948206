import { expect, test, vi } from 'vitest';
import {
  announceSessionEnded,
  endingSessionHere,
  onSessionEnded,
  sessionStartedHere,
} from './session-ended';

test('a session this device ends itself is announced to nobody; a refused end, or a new session, restores the notice', async () => {
  const told = vi.fn();
  const stop = onSessionEnded(told);
  try {
    announceSessionEnded();
    expect(told).toHaveBeenCalledTimes(1);

    // Deleting the account: the server's "session ended" that follows is no news.
    await endingSessionHere(async () => announceSessionEnded());
    announceSessionEnded();
    expect(told).toHaveBeenCalledTimes(1);

    // Signed in again: an end from elsewhere is news again.
    sessionStartedHere();
    announceSessionEnded();
    expect(told).toHaveBeenCalledTimes(2);

    // A refused deletion (wrong password) changes nothing.
    await expect(
      endingSessionHere(() => Promise.reject(new Error('wrong password'))),
    ).rejects.toThrow('wrong password');
    announceSessionEnded();
    expect(told).toHaveBeenCalledTimes(3);
  } finally {
    stop();
  }
});
