import { describe, expect, it } from 'vitest';
import { changeEmailForm } from './change-email-form';

const issuesOf = (input: unknown) => {
  const result = changeEmailForm('Me@Example.test').safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('changeEmailForm', () => {
  it('accepts a new address with the password', () => {
    expect(issuesOf({ newEmail: 'new@example.test', password: 'secret' })).toEqual([]);
  });
  it('refuses the address already in use, whatever its case', () => {
    expect(issuesOf({ newEmail: ' ME@example.test ', password: 'secret' })).toEqual(['newEmail']);
  });
  it('asks for a valid address and the password', () => {
    expect(issuesOf({ newEmail: 'not-an-address', password: '' })).toEqual([
      'newEmail',
      'password',
    ]);
  });
});
