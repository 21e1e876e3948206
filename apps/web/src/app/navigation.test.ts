import { describe, expect, it } from 'vitest';
import {
  candidateBottomNav,
  companyBottomNav,
  companyNavigationFor,
  companyPermissionFor,
  companyTabs,
  isNavItemActive,
} from './navigation';
import { companyPageAccess } from './company-area-guard';

const dashboard = companyTabs[0]!;
const jobs = companyTabs[1]!;

describe('isNavItemActive', () => {
  it('matches the item path and its sub-paths', () => {
    expect(isNavItemActive(jobs, '/company/jobs')).toBe(true);
    expect(isNavItemActive(jobs, '/company/jobs/12')).toBe(true);
    expect(isNavItemActive(jobs, '/company/jobsearch')).toBe(false);
  });
  it('matches extra paths exactly, so /company does not light up every tab', () => {
    expect(isNavItemActive(dashboard, '/company')).toBe(true);
    expect(isNavItemActive(dashboard, '/company/overview')).toBe(true);
    expect(isNavItemActive(dashboard, '/company/jobs')).toBe(false);
  });
});

describe('bottom navigation', () => {
  it('follows the seeds order', () => {
    expect(companyBottomNav.map((item) => item.to)).toEqual([
      '/company/jobs',
      '/company/candidates',
      '/company/interviews',
      '/company/applications',
      '/top-talents',
    ]);
    expect(candidateBottomNav.map((item) => item.to)).toEqual([
      '/candidate/jobs',
      '/candidate/pitch',
      '/candidate/live-rooms',
      '/candidate/companies',
      '/candidate/courses',
    ]);
  });
});

describe('company navigation by organisation role', () => {
  const paths = (items: { to: string }[]) => items.map((item) => item.to);
  it('gives owners and recruiters every page, the team included', () => {
    for (const role of ['owner', 'recruiter'] as const) {
      expect(paths(companyNavigationFor(role).tabs)).toEqual(paths(companyTabs));
      expect(paths(companyNavigationFor(role).tabs)).toContain('/company/team');
    }
  });
  it('leaves an interviewer only the interviews and the applications', () => {
    const { tabs, bottomNav } = companyNavigationFor('interviewer');
    expect(paths(tabs)).toEqual(['/company/interviews', '/company/applications']);
    expect(paths(bottomNav)).toEqual(['/company/interviews', '/company/applications']);
  });
  it('names what a page needs, the dashboard and sub-paths included', () => {
    expect(companyPermissionFor('/company')).toBe('company.work');
    expect(companyPermissionFor('/company/team')).toBe('members.read');
    expect(companyPermissionFor('/company/candidates')).toBe('talent.browse');
    // Messages has its own place in the navigation, for whoever does the company's work.
    expect(companyPermissionFor('/company/messages')).toBe('company.work');
    expect(paths(companyNavigationFor('recruiter').tabs)).toContain('/company/messages');
    expect(companyPermissionFor('/mobile-interviews')).toBe('interviews.manage');
    expect(companyPermissionFor('/account')).toBeNull();
  });
});

describe('companyPageAccess', () => {
  const member = (role: 'owner' | 'recruiter' | 'interviewer') => ({
    role: 'company' as const,
    org: { id: 1, name: 'Skyline', role },
  });
  it('sends an interviewer from the dashboard to the applications', () => {
    expect(companyPageAccess(member('interviewer'), '/company')).toEqual({
      kind: 'redirect',
      to: '/company/applications',
    });
    expect(companyPageAccess(member('interviewer'), '/company/dashboard')).toEqual({
      kind: 'redirect',
      to: '/company/applications',
    });
  });
  it('answers a page the role may not use with a notice', () => {
    expect(companyPageAccess(member('interviewer'), '/company/team')).toEqual({
      kind: 'not-available',
    });
    expect(companyPageAccess(member('interviewer'), '/top-talents')).toEqual({
      kind: 'not-available',
    });
    expect(companyPageAccess(member('interviewer'), '/company/applications')).toEqual({
      kind: 'allowed',
    });
  });
  it('lets a recruiter see the team and a company account in no organisation nothing', () => {
    expect(companyPageAccess(member('recruiter'), '/company/team')).toEqual({ kind: 'allowed' });
    expect(companyPageAccess({ role: 'company', org: null }, '/company/jobs')).toEqual({
      kind: 'not-available',
    });
  });
});
