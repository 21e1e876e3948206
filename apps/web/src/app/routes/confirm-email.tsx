import { useMe } from '@/features/auth/api/get-me';
import { ConfirmEmailPage } from '@/features/account/pages/confirm-email-page';
import { useLinkToken } from '@/lib/single-use-link';

export function Component() {
  const token = useLinkToken();
  const { data: user } = useMe();
  return <ConfirmEmailPage token={token} continuePath={user ? '/account' : '/'} />;
}
