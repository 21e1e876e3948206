import { useEffect, useState } from 'react';

/** An account this young that was never greeted on this device is new ("Welcome"), however it got here. */
const NEW_ACCOUNT_MS = 7 * 86_400_000;
const greetedKey = (userId: number) => `takeoff.greeted.${userId}`;

function wasGreeted(userId: number) {
  try {
    return window.localStorage.getItem(greetedKey(userId)) !== null;
  } catch {
    return true;
  }
}

/**
 * Whether the overview greets the person as new: right after registration (`justRegistered`), and on their first
 * visit when they arrive another way (the confirmation link's Continue, a flight they wanted); "welcome back" after.
 */
export function useFirstGreeting(
  user: { id: number; createdAt: string } | null | undefined,
  justRegistered: boolean,
) {
  const [first] = useState(
    () =>
      justRegistered ||
      (user != null &&
        !wasGreeted(user.id) &&
        Date.now() - Date.parse(user.createdAt) < NEW_ACCOUNT_MS),
  );
  useEffect(() => {
    if (!user) return;
    try {
      window.localStorage.setItem(greetedKey(user.id), '1');
    } catch {
      // Storage refused (private mode): the greeting simply stays "welcome back" next time.
    }
  }, [user]);
  return first;
}
