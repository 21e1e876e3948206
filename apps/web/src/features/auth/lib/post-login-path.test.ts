import { describe, expect, it } from 'vitest';
import { dashboardPathForRole, postLoginPath } from './post-login-path';

describe('postLoginPath', () => {
  it('sends candidates to the candidate dashboard', () => {
    expect(postLoginPath({ role: 'candidate' })).toBe('/candidate/dashboard');
  });
  it('sends companies to the company dashboard', () => {
    expect(postLoginPath({ role: 'company' })).toBe('/company/dashboard');
  });
  it('sends interviewers to the applications they evaluate, other members to the dashboard', () => {
    expect(
      postLoginPath({ role: 'company', org: { id: 3, name: 'Skyline', role: 'interviewer' } }),
    ).toBe('/company/applications');
    expect(
      postLoginPath({ role: 'company', org: { id: 3, name: 'Skyline', role: 'recruiter' } }),
    ).toBe('/company/dashboard');
  });
  it('sends other roles home', () => {
    expect(postLoginPath({ role: 'admin' })).toBe('/');
    expect(dashboardPathForRole('admin')).toBeNull();
  });
});
