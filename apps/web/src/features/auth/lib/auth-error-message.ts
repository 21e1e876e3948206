import { MESSAGES } from '@takeoff/shared/constants';
import { ApiRequestError } from '@/lib/api-client';

/** The 'Authentication Error' toast text: the server's message, else the seeds' fallbacks. */
export function authErrorMessage(error: unknown, mode: 'login' | 'register') {
  if (error instanceof ApiRequestError) {
    return error.message || (mode === 'login' ? MESSAGES.loginFailed : MESSAGES.registrationFailed);
  }
  return MESSAGES.authErrorFallback;
}
