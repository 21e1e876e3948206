import type { UserRole } from '@takeoff/shared/auth';
import { MailPreferenceKind } from '@takeoff/shared/mail';

/** The kinds of email a role can receive: the weekly digest of matching pitches goes to companies only. */
export function mailPreferenceKindsFor(role: UserRole): MailPreferenceKind[] {
  return MailPreferenceKind.options.filter((kind) => kind !== 'digest' || role === 'company');
}

/**
 * The kind an unsubscribe link names, read from its token (`<userId>.<kind>.<expiry>.<signature>`) to say what will be turned
 * off before the reader confirms. Display only: the server checks the signature; null when the token names no kind.
 */
export function mailPreferenceKindOfToken(token: string): MailPreferenceKind | null {
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const parsed = MailPreferenceKind.safeParse(parts[1]);
  return parsed.success ? parsed.data : null;
}
