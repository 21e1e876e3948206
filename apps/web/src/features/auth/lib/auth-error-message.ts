import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { t } from '../i18n';

/** The 'Authentication Error' toast text: the server's message (in the chosen language), else the seeds' fallbacks. */
export function authErrorMessage(error: unknown, mode: 'login' | 'register') {
  if (error instanceof ApiRequestError) {
    return errorMessage(
      error,
      mode === 'login' ? t('toast.loginFailed') : t('toast.registrationFailed'),
    );
  }
  return t('toast.authErrorFallback');
}
