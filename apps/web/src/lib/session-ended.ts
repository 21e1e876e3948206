/**
 * The server ended this device's session (revoked from another device, expired, erased): an API answer
 * (401 SESSION_ENDED) or the live channel says so. One listener, the top bar, tells the person and leads to sign-in.
 */
const listeners = new Set<() => void>();

/** Calls `listener` whenever the session is found ended; returns the unsubscribe. */
export function onSessionEnded(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function announceSessionEnded() {
  if (endingHere) return;
  for (const listener of [...listeners]) listener();
}

let endingHere = false;

/**
 * Runs a request by which this device ends its own session (deleting the account or the organisation): the server
 * then says the session ended, and nobody needs telling. A refused request leaves the notice on.
 */
export async function endingSessionHere<T>(request: () => Promise<T>): Promise<T> {
  endingHere = true;
  try {
    return await request();
  } catch (error) {
    endingHere = false;
    throw error;
  }
}

/** A new identity on this device: its session's end is news again. */
export function sessionStartedHere() {
  endingHere = false;
}
