import { useMe } from '@/features/auth/api/get-me';
import { EmailVerificationBanner } from '@/features/auth/components/email-verification-banner';

/** The "please confirm your email" banner for the signed-in user; rendered by the area layout. */
export function EmailVerificationBannerSlot() {
  const { data: user } = useMe();
  if (!user) return null;
  return <EmailVerificationBanner key={user.id} user={user} />;
}
