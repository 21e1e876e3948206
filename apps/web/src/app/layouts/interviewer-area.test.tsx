import { expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import { apiServer } from '@/test/api-server';
import { interviewerHandlers, memberHandlers, sessionHandler, userOf } from '@/test/api-handlers';
import { renderApp } from '@/test/render-app';

const interviewer = () =>
  userOf('company', {
    name: 'Ivo Interviewer',
    org: { id: 900, name: 'Team Air', role: 'interviewer' },
  });

// Only the calls an interviewer may make are answered: a page that asked for more (a 403 from the API) fails the test.
const signInAsInterviewer = () =>
  apiServer.use(sessionHandler(interviewer()), ...memberHandlers(), ...interviewerHandlers());

test('an interviewer has only the applications: the other tabs, messages and posting are not offered', async () => {
  signInAsInterviewer();
  const { location } = renderApp('/company/dashboard');
  await expect.poll(location).toBe('/company/applications');
  expect(await screen.findByRole('heading', { level: 1, name: 'Job Applications' })).toBeVisible();
  // The tab bar and the phone's bottom navigation alike (jsdom draws both; the browser shows one per screen size).
  for (const name of ['Company navigation', 'Company navigation (mobile)']) {
    const nav = screen.getByRole('navigation', { name });
    expect(within(nav).getByRole('link', { name: /Applications/ })).toBeInTheDocument();
    for (const hidden of [
      /Job Listings|^Jobs$/,
      /Candidate Pitches|^Pitches$/,
      /Top Talents/,
      /Promo/,
      /Team/,
      /Dashboard/,
    ]) {
      expect(within(nav).queryByRole('link', { name: hidden })).not.toBeInTheDocument();
    }
  }
  expect(screen.queryByRole('link', { name: /Messages/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Post (a )?Job/i })).not.toBeInTheDocument();
});

test.each(['/company/team', '/company/candidates', '/top-talents'])(
  '%s tells an interviewer it is not available for their role',
  async (path) => {
    signInAsInterviewer();
    renderApp(path);
    expect(
      await screen.findByRole('heading', { name: 'Not available for your role' }),
    ).toBeVisible();
  },
);
