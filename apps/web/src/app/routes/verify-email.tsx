import { useMe } from '@/features/auth/api/get-me';
import { postLoginPath } from '@/features/auth/lib/post-login-path';
import { VerifyEmailPage } from '@/features/auth/pages/verify-email-page';
import { useLinkToken } from '@/lib/single-use-link';
import { flightIntentPath } from '@/lib/flight-intent';

export function Component() {
  const token = useLinkToken();
  const { data: user } = useMe();
  // A candidate who set out from a flight page continues to that flight.
  const continuePath = user
    ? ((user.role === 'candidate' ? flightIntentPath() : null) ?? postLoginPath(user))
    : '/';
  return <VerifyEmailPage token={token} continuePath={continuePath} signedIn={!!user} />;
}
