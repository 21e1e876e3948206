import { describe, expect, it } from 'vitest';
import type { User } from '@takeoff/shared/auth';
import { companyIdOf, companyNameOf, orgRoleOf } from './company-of-user';

const person = (overrides: Partial<User>): Pick<User, 'id' | 'name' | 'role' | 'org'> => ({
  id: 41,
  name: 'Ada Lovelace',
  role: 'company',
  org: null,
  ...overrides,
});

describe('companyIdOf', () => {
  it("is a member's organisation, not the member's own id", () => {
    expect(companyIdOf(person({ org: { id: 7, name: 'Skyline', role: 'interviewer' } }))).toBe(7);
  });
  it("is the owner's own id (the company account is the organisation)", () => {
    expect(companyIdOf(person({ id: 7, org: { id: 7, name: 'Skyline', role: 'owner' } }))).toBe(7);
  });
  it('falls back to the account id for an account in no organisation', () => {
    expect(companyIdOf(person({ org: null }))).toBe(41);
  });
});

describe('companyNameOf', () => {
  it("is the organisation's name for a member", () => {
    expect(companyNameOf(person({ org: { id: 7, name: 'Skyline', role: 'recruiter' } }))).toBe(
      'Skyline',
    );
    expect(companyNameOf(person({ org: null }))).toBe('Ada Lovelace');
  });
});

describe('orgRoleOf', () => {
  it("is a company member's role and nobody else's", () => {
    expect(orgRoleOf(person({ org: { id: 7, name: 'Skyline', role: 'recruiter' } }))).toBe(
      'recruiter',
    );
    expect(orgRoleOf(person({ org: null }))).toBeNull();
    expect(
      orgRoleOf(person({ role: 'candidate', org: { id: 7, name: 'Skyline', role: 'owner' } })),
    ).toBeNull();
    expect(orgRoleOf(null)).toBeNull();
  });
});
