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
  for (const listener of [...listeners]) listener();
}
