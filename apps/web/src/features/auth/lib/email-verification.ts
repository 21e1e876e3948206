import type { User } from '@takeoff/shared/auth';

/** Whether to ask a user to confirm their address: candidates and companies only (admins' come from configuration). */
export function needsEmailVerification(user: Pick<User, 'role' | 'emailVerified'>) {
  return !user.emailVerified && (user.role === 'candidate' || user.role === 'company');
}

// "Dismiss" hides the banner for this tab's session only: it comes back on the next visit.
const dismissalKey = (userId: number) => `takeoff.verification-banner-dismissed.${userId}`;

function sessionStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    // Storage blocked by privacy settings: the banner simply shows again.
    return undefined;
  }
}

export function isVerificationBannerDismissed(userId: number, store = sessionStore()) {
  return store?.getItem(dismissalKey(userId)) === 'true';
}

export function dismissVerificationBanner(userId: number, store = sessionStore()) {
  store?.setItem(dismissalKey(userId), 'true');
}
