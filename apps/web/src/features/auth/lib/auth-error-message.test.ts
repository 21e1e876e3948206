import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@takeoff/shared/constants';
import { ApiRequestError } from '@/lib/api-client';
import { authErrorMessage } from './auth-error-message';

describe('authErrorMessage', () => {
  it('shows the server message', () => {
    expect(
      authErrorMessage(
        new ApiRequestError(401, 'UNAUTHENTICATED', 'Invalid email or password'),
        'login',
      ),
    ).toBe('Invalid email or password');
  });
  it('falls back per mode when the server gives no message', () => {
    expect(authErrorMessage(new ApiRequestError(500, 'INTERNAL', ''), 'login')).toBe(
      MESSAGES.loginFailed,
    );
    expect(authErrorMessage(new ApiRequestError(500, 'INTERNAL', ''), 'register')).toBe(
      MESSAGES.registrationFailed,
    );
  });
  it('uses the access-failed text for network failures', () => {
    expect(authErrorMessage(new TypeError('Failed to fetch'), 'register')).toBe(
      MESSAGES.authErrorFallback,
    );
  });
});
