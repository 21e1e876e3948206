/**
 * What a visitor asked for on a prerendered public page before the full app had loaded (src/app/public-app.tsx):
 * the app takes over the page, then the part that owns the action (TopBar, the home route) takes it from here.
 */
export type PendingAction = { type: 'sign-in' } | { type: 'choose-role'; role: 'company' | 'candidate' };

let pending: PendingAction | null = null;

export function setPendingAction(action: PendingAction | null) {
  pending = action;
}

/** The pending action of that type, once: a second call (React's strict double effects) finds nothing. */
export function takePendingAction<T extends PendingAction['type']>(type: T): Extract<PendingAction, { type: T }> | null {
  if (pending?.type !== type) return null;
  const action = pending as Extract<PendingAction, { type: T }>;
  pending = null;
  return action;
}
