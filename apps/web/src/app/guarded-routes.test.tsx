import { expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import { apiServer } from '@/test/api-server';
import {
  candidateHandlers,
  companyHandlers,
  memberHandlers,
  sessionHandler,
  userOf,
} from '@/test/api-handlers';
import { renderApp } from '@/test/render-app';

/** The area's tab bar (the phone's bottom navigation carries the same links under its own name). */
const areaNavigation = (area: 'Company' | 'Candidate') =>
  screen.getByRole('navigation', { name: `${area} navigation` });
const navLink = (nav: HTMLElement, tour: string) => {
  const link = nav.querySelector<HTMLElement>(`[data-tour="${tour}"]`);
  if (!link) throw new Error(`No ${tour} link in ${nav.getAttribute('aria-label')}`);
  return link;
};

test.each(['/company/jobs', '/candidate/pitch', '/top-talents'])(
  'an anonymous visitor is sent home from %s',
  async (path) => {
    const { location } = renderApp(path);
    await expect.poll(location).toBe('/');
  },
);

test('a candidate cannot open the company area but can use its own', async () => {
  apiServer.use(sessionHandler(userOf('candidate')), ...memberHandlers(), ...candidateHandlers());
  const { user, router, location } = renderApp('/company/candidates');
  await expect.poll(location).toBe('/');

  await router.navigate('/candidate/jobs');
  expect(await screen.findByRole('heading', { name: 'Available Opportunities' })).toBeVisible();
  await user.click(navLink(areaNavigation('Candidate'), 'nav-pitch'));
  await expect.poll(location).toBe('/candidate/pitch');
  await expect
    .poll(() => navLink(areaNavigation('Candidate'), 'nav-pitch'))
    .toHaveAttribute('aria-current', 'page');
});

test('a company cannot open the candidate area but can use its own', async () => {
  const company = userOf('company');
  apiServer.use(sessionHandler(company), ...memberHandlers(), ...companyHandlers(company));
  const { user, router, location } = renderApp('/candidate/jobs');
  await expect.poll(location).toBe('/');

  await router.navigate('/company/dashboard');
  const nav = await screen.findByRole('navigation', { name: 'Company navigation' });
  await user.click(within(nav).getByRole('link', { name: /Interviews/ }));
  await expect.poll(location).toBe('/company/interviews');
  expect(await screen.findByRole('heading', { name: 'Live Interviews' })).toBeVisible();
  await user.click(navLink(nav, 'nav-top-talents'));
  expect(await screen.findByRole('heading', { name: 'Top Talent of the Week' })).toBeVisible();
});
