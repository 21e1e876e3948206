import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '@takeoff/shared/constants';
import { PASSWORD_LENGTH_MESSAGE, PASSWORD_MISMATCH_MESSAGE } from '@/lib/password-rules';
import { ResetPasswordForm } from './reset-password-form';

const issuesOf = (input: unknown) => {
  const result = ResetPasswordForm.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

describe('ResetPasswordForm', () => {
  it('accepts a password of the registration length typed twice', () => {
    const password = 'x'.repeat(PASSWORD_MIN_LENGTH);
    expect(issuesOf({ password, confirmPassword: password })).toEqual([]);
  });
  it('asks for the registration length', () => {
    const password = 'x'.repeat(PASSWORD_MIN_LENGTH - 1);
    expect(issuesOf({ password, confirmPassword: password })).toContainEqual({
      path: 'password',
      message: PASSWORD_LENGTH_MESSAGE,
    });
  });
  it('puts a mismatch on the repeat field', () => {
    expect(issuesOf({ password: 'correct-horse', confirmPassword: 'correct-horsf' })).toEqual([
      { path: 'confirmPassword', message: PASSWORD_MISMATCH_MESSAGE },
    ]);
  });
});
