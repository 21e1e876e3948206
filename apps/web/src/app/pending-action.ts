import { useEffect, useEffectEvent } from 'react';

/**
 * What a visitor asked for on a prerendered public page before the full app had loaded (src/app/public-app.tsx):
 * the app takes over the page, then the part that owns the action (TopBar, the home route) takes it from here.
 */
export type PendingAction =
  { type: 'sign-in' } | { type: 'choose-role'; role: 'company' | 'candidate' };

let pending: PendingAction | null = null;
const listeners = new Set<() => void>();

/**
 * Leaves an action for its owner, and tells the owners already on screen: a click on the prerendered page can reach
 * the app after it has taken over (the module import it waits for resolves a task later), when the owner's first
 * look has passed.
 */
export function setPendingAction(action: PendingAction | null) {
  pending = action;
  if (action) for (const listener of [...listeners]) listener();
}

/** Calls `listener` whenever an action is left; returns the unsubscribe. */
export function subscribePendingAction(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The pending action of that type, once: a second call (React's strict double effects) finds nothing. */
export function takePendingAction<T extends PendingAction['type']>(
  type: T,
): Extract<PendingAction, { type: T }> | null {
  if (pending?.type !== type) return null;
  const action = pending as Extract<PendingAction, { type: T }>;
  pending = null;
  return action;
}

/** Performs the pending action of this type: one left before the component mounted, or one left while it is mounted. */
export function usePendingAction<T extends PendingAction['type']>(
  type: T,
  perform: (action: Extract<PendingAction, { type: T }>) => void,
) {
  const take = useEffectEvent(() => {
    const action = takePendingAction(type);
    if (action) perform(action);
  });
  useEffect(() => {
    take();
    return subscribePendingAction(take);
  }, []);
}
