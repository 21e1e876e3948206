import { describe, expect, it } from 'vitest';
import { invitableRoles, managesInvitation, memberActions } from './team-actions';

describe('invitableRoles', () => {
  it('offers the owner recruiters and interviewers, a recruiter interviewers only, an interviewer nothing', () => {
    expect(invitableRoles('owner')).toEqual(['recruiter', 'interviewer']);
    expect(invitableRoles('recruiter')).toEqual(['interviewer']);
    expect(invitableRoles('interviewer')).toEqual([]);
    expect(invitableRoles(null)).toEqual([]);
  });
});

describe('memberActions', () => {
  const none = { changeRole: false, remove: false, transferOwnership: false };
  it('lets the owner manage every other member', () => {
    expect(memberActions('owner', { role: 'interviewer', isYou: false })).toEqual({
      changeRole: true,
      remove: true,
      transferOwnership: true,
    });
  });
  it('never offers actions on oneself or on the owner', () => {
    expect(memberActions('owner', { role: 'owner', isYou: true })).toEqual(none);
    expect(memberActions('recruiter', { role: 'owner', isYou: false })).toEqual(none);
  });
  it('offers a recruiter nothing on other members', () => {
    expect(memberActions('recruiter', { role: 'interviewer', isYou: false })).toEqual(none);
  });
});

describe('managesInvitation', () => {
  it("lets a recruiter resend or revoke an interviewer's invitation but not a recruiter's", () => {
    expect(managesInvitation('recruiter', 'interviewer')).toBe(true);
    expect(managesInvitation('recruiter', 'recruiter')).toBe(false);
    expect(managesInvitation('owner', 'recruiter')).toBe(true);
  });
});
