import { Suspense } from 'react';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { useMe } from '@/features/auth/api/get-me';
import { needsEmailVerification } from '@/features/auth/lib/email-verification';

// Most members have confirmed their address: the banner (and its rich text) loads only for those who have not.
const EmailVerificationBanner = lazyWithRetry(async () => ({
  default: (await import('@/features/auth/components/email-verification-banner'))
    .EmailVerificationBanner,
}));

/** The "please confirm your email" banner for the signed-in user; rendered by the area layout. */
export function EmailVerificationBannerSlot() {
  const { data: user } = useMe();
  if (!user || !needsEmailVerification(user)) return null;
  return (
    <Suspense fallback={<span hidden data-slot="lazy-fallback" />}>
      <EmailVerificationBanner key={user.id} user={user} />
    </Suspense>
  );
}
