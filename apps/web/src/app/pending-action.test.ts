import { afterEach, expect, it, vi } from 'vitest';
import { setPendingAction, subscribePendingAction, takePendingAction } from './pending-action';

afterEach(() => setPendingAction(null));

it('keeps an action for its owner until taken, once, and only by its type', () => {
  setPendingAction({ type: 'choose-role', role: 'company' });
  expect(takePendingAction('sign-in')).toBeNull();
  expect(takePendingAction('choose-role')).toEqual({ type: 'choose-role', role: 'company' });
  expect(takePendingAction('choose-role')).toBeNull();
});

it('tells the owners on screen when an action is left after they first looked (a click that reached the app late)', () => {
  const seen: unknown[] = [];
  const unsubscribe = subscribePendingAction(() => seen.push(takePendingAction('choose-role')));
  expect(takePendingAction('choose-role')).toBeNull();
  setPendingAction({ type: 'choose-role', role: 'candidate' });
  expect(seen).toEqual([{ type: 'choose-role', role: 'candidate' }]);
  unsubscribe();
  const late = vi.fn();
  subscribePendingAction(late)();
  setPendingAction({ type: 'sign-in' });
  expect(late).not.toHaveBeenCalled();
  expect(seen).toHaveLength(1);
  expect(takePendingAction('sign-in')).toEqual({ type: 'sign-in' });
});
