import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { meQueryOptions } from '@/features/auth/api/get-me';
import { dashboardPathForRole } from '@/features/auth/lib/post-login-path';
import { FeatureCards } from '@/features/landing/components/feature-cards';
import { LandingPage } from '@/features/landing/pages/landing-page';
import { WelcomeAudioControl } from '@/features/welcome-audio/components/welcome-audio-control';
import { showDestructiveToast } from '@/components/ui/toaster';
import { useOpenAuthDialog } from '../auth-dialog-context';
import { usePendingAction } from '../pending-action';

export function Component() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const openAuthDialog = useOpenAuthDialog();

  const chooseRole = async (role: 'company' | 'candidate') => {
    // The page may be the build's HTML, clicked before the session answered: decide on the answer, not its absence.
    const user = await queryClient.ensureQueryData(meQueryOptions()).catch(() => null);
    if (!user) return openAuthDialog({ mode: 'register', role });
    if (user.role === role) return navigate(dashboardPathForRole(role) ?? '/');
    showDestructiveToast(
      t('routes.home.roleMismatchTitle'),
      t(`routes.home.roleMismatch.${user.role}`),
    );
  };

  // A role chosen on the prerendered page before the app had loaded (src/app/public-app.tsx): answer it, once.
  usePendingAction('choose-role', (pending) => void chooseRole(pending.role));

  return (
    <LandingPage
      onChooseRole={chooseRole}
      welcome={<WelcomeAudioControl />}
      features={<FeatureCards />}
    />
  );
}
