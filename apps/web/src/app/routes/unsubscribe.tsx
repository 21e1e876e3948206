import { useMe } from '@/features/auth/api/get-me';
import { UnsubscribePage } from '@/features/mail/pages/unsubscribe-page';
import { useLinkToken } from '@/lib/single-use-link';

export function Component() {
  const token = useLinkToken();
  const { data: user } = useMe();
  return <UnsubscribePage token={token} signedIn={!!user} />;
}
