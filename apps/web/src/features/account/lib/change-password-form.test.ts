import { describe, expect, it } from 'vitest';
import { PASSWORD_LENGTH_MESSAGE, PASSWORD_MISMATCH_MESSAGE } from '@/lib/password-rules';
import { ChangePasswordForm } from './change-password-form';

const issuesOf = (input: unknown) => {
  const result = ChangePasswordForm.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

describe('ChangePasswordForm', () => {
  it('accepts the current password and a new one typed twice', () => {
    expect(
      issuesOf({
        currentPassword: 'old',
        newPassword: 'a-new-password',
        confirmPassword: 'a-new-password',
      }),
    ).toEqual([]);
  });
  it('asks for the current password', () => {
    expect(
      issuesOf({
        currentPassword: '',
        newPassword: 'a-new-password',
        confirmPassword: 'a-new-password',
      }),
    ).toEqual([{ path: 'currentPassword', message: 'Enter your current password' }]);
  });
  it('holds the new password to the registration rules', () => {
    expect(
      issuesOf({ currentPassword: 'old', newPassword: 'short', confirmPassword: 'short' }),
    ).toEqual([{ path: 'newPassword', message: PASSWORD_LENGTH_MESSAGE }]);
  });
  it('puts a mismatch on the repeat field', () => {
    expect(
      issuesOf({
        currentPassword: 'old',
        newPassword: 'a-new-password',
        confirmPassword: 'another-one',
      }),
    ).toEqual([{ path: 'confirmPassword', message: PASSWORD_MISMATCH_MESSAGE }]);
  });
});
