import { useNavigate } from 'react-router';
import { MESSAGES } from '@takeoff/shared/constants';
import { useMe } from '@/features/auth/api/get-me';
import { dashboardPathForRole } from '@/features/auth/lib/post-login-path';
import { LandingPage } from '@/features/landing/pages/landing-page';
import { WelcomeAudioControl } from '@/features/welcome-audio/components/welcome-audio-control';
import { showDestructiveToast } from '@/components/ui/toaster';
import { useOpenAuthDialog } from '../auth-dialog-context';

export function Component() {
  const { data: user } = useMe();
  const navigate = useNavigate();
  const openAuthDialog = useOpenAuthDialog();

  const chooseRole = (role: 'company' | 'candidate') => {
    if (!user) return openAuthDialog({ mode: 'register', role });
    if (user.role === role) return navigate(dashboardPathForRole(role) ?? '/');
    showDestructiveToast(MESSAGES.roleMismatchTitle, MESSAGES.roleMismatch(user.role));
  };

  return (
    <>
      <LandingPage onChooseRole={chooseRole} />
      <WelcomeAudioControl />
    </>
  );
}
