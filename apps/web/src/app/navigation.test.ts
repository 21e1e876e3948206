import { describe, expect, it } from 'vitest';
import { candidateBottomNav, companyBottomNav, companyTabs, isNavItemActive } from './navigation';

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
