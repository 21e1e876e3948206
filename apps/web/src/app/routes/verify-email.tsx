import { useMe } from '@/features/auth/api/get-me';
import { postLoginPath } from '@/features/auth/lib/post-login-path';
import { VerifyEmailPage } from '@/features/auth/pages/verify-email-page';
import { useLinkToken } from '@/lib/single-use-link';

export function Component() {
  const token = useLinkToken();
  const { data: user } = useMe();
  return <VerifyEmailPage token={token} continuePath={user ? postLoginPath(user) : '/'} signedIn={!!user} />;
}
