import { ResetPasswordPage } from '@/features/auth/pages/reset-password-page';
import { useLinkToken } from '@/lib/single-use-link';
import { useOpenAuthDialog } from '../auth-dialog-context';

export function Component() {
  const token = useLinkToken();
  const openAuthDialog = useOpenAuthDialog();
  return <ResetPasswordPage token={token} onSignIn={() => openAuthDialog({ mode: 'login' })} />;
}
