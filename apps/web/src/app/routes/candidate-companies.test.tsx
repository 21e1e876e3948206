import { expect, test } from 'vitest';
import { http } from 'msw';
import { screen, within } from '@testing-library/react';
import { CANNED_PROFILES, PublicCompanyPage, type PublicCompany } from '@takeoff/shared/companies';
import { MyRating, Rating, RatingSummary } from '@takeoff/shared/ratings';
import { apiServer } from '@/test/api-server';
import {
  answer,
  candidateHandlers,
  memberHandlers,
  sessionHandler,
  userOf,
} from '@/test/api-handlers';

import { renderApp } from '@/test/render-app';
import { changeLocale } from '@/lib/i18n';

const company = (average: number, count: number): PublicCompany => ({
  id: 501,
  name: 'Skyline Tech',
  verified: false,
  subscriptionStatus: null,
  description: 'We fly.',
  benefits: ['Remote days', 'Training budget', 'Health plan', 'Travel perks', 'Gym'],
  tags: [],
  translations: { el: { description: 'Πετάμε.', benefits: [] } },
  website: null,
  promo: null,
  promoSaved: false,
  stats: {
    openJobs: 1,
    applicationsReceived: 2,
    interviewsHeld: 0,
    averageRating: average,
    ratingCount: count,
  },
  responseRecord: {
    companyId: 501,
    promiseDays: 10,
    figures: { applications: 11, answeredInTimePercent: 73, medianDays: 3.5 },
  },
});

const newcomer: PublicCompany = {
  ...company(0, 0),
  id: 502,
  name: 'Newcomer Air',
  responseRecord: { companyId: 502, promiseDays: 14, figures: null },
};

test('Explore Companies: every benefit can be shown, the answer records come with the list, and the Rating tile follows a new rating', async () => {
  // What the server holds: an average of 4.5 from two ratings, 4.3 once the candidate adds a 4.
  let summary = { average: 4.5, count: 2 };
  let recordRequests = 0;
  apiServer.use(
    http.get('/api/companies', () =>
      answer(PublicCompanyPage, {
        items: [company(summary.average, summary.count), newcomer],
        nextCursor: null,
      }),
    ),
    http.get('/api/ratings/target', () => answer(RatingSummary, summary)),
    http.get('/api/ratings/user', () => answer(MyRating, { rating: null, ratedBy: null })),
    http.post('/api/ratings', () => {
      summary = { average: 4.3, count: 3 };
      return answer(
        Rating,
        { targetType: 'company', targetId: 501, rating: 4, updatedAt: '2026-11-28T10:00:00.000Z' },
        201,
      );
    }),
    http.get('/api/saved-videos', () => Response.json([])),
    http.get('/api/companies/:id/response-record', () => {
      recordRequests++;
      return Response.json({ message: 'not expected', code: 'NOT_FOUND' }, { status: 404 });
    }),
    sessionHandler(userOf('candidate')),
    ...memberHandlers(),
    ...candidateHandlers(),
  );
  const { user } = renderApp('/candidate/companies');
  const card = await screen.findByRole('article', { name: 'Skyline Tech' });
  // The answer record (issue #41), as the scheduled job stored it, in the list's own payload.
  expect(within(card).getByTestId('response-record')).toHaveTextContent(
    '73% answered within 10 days · median first answer in 3.5 days · over 11 applications in the last 90 days',
  );
  const other = screen.getByRole('article', { name: 'Newcomer Air' });
  expect(within(other).getByTestId('response-record')).toHaveTextContent(
    'Promises a first answer within 14 days · Too few applications yet to show a record',
  );
  // One request for the page's cards: none per card.
  expect(recordRequests).toBe(0);
  expect(within(card).queryByText('Gym')).not.toBeInTheDocument();
  const more = within(card).getByRole('button', { name: '+2 more benefits...' });
  await user.click(more);
  expect(within(card).getByText('Gym')).toBeVisible();
  expect(within(card).getByRole('button', { name: 'Show fewer benefits' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  expect(within(card).getByText('Interviews held')).toBeVisible();

  const tile = () => within(card).getByText('Rating').parentElement!;
  expect(tile()).toHaveTextContent('4.5');
  await user.click(await within(card).findByRole('radio', { name: /4 stars?/ }));
  await expect.poll(() => tile().textContent).toContain('4.3');
});

test("Explore Companies in Greek: the company's Greek description, its main benefits where it wrote none in Greek, canned texts in Greek", async () => {
  await changeLocale('el');
  // A company that wrote nothing: the server sends the canned texts (in English) in its place.
  const quiet: PublicCompany = {
    ...company(0, 0),
    id: 503,
    name: 'Quiet Air',
    ...CANNED_PROFILES.generic,
    translations: {},
  };
  apiServer.use(
    http.get('/api/companies', () =>
      answer(PublicCompanyPage, { items: [company(4.5, 2), quiet], nextCursor: null }),
    ),
    http.get('/api/ratings/target', () => answer(RatingSummary, { average: 4.5, count: 2 })),
    http.get('/api/ratings/user', () => answer(MyRating, { rating: null, ratedBy: null })),
    http.get('/api/saved-videos', () => Response.json([])),
    sessionHandler({ ...userOf('candidate'), locale: 'el' }),
    ...memberHandlers(),
    ...candidateHandlers(),
  );
  renderApp('/candidate/companies');
  const card = await screen.findByRole('article', { name: 'Skyline Tech' });
  expect(within(card).getByText('Πετάμε.')).toBeVisible();
  expect(within(card).queryByText('We fly.')).not.toBeInTheDocument();
  expect(within(card).getByText('Remote days')).toBeVisible();
  const quietCard = screen.getByRole('article', { name: 'Quiet Air' });
  expect(within(quietCard).getByText(/^Μια αναπτυσσόμενη εταιρεία/)).toBeVisible();
  expect(within(quietCard).getByText('Ασφάλιση υγείας')).toBeVisible();
  expect(within(quietCard).getByText('Ομάδα σε ανάπτυξη')).toBeVisible();
  expect(within(quietCard).queryByText('Health insurance')).not.toBeInTheDocument();
});

test('Explore Companies: a search asks the server for matching names once typing pauses, and says when none match', async () => {
  const searches: (string | null)[] = [];
  apiServer.use(
    http.get('/api/companies', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q');
      searches.push(q);
      const items = [company(4.5, 2), newcomer].filter(
        (c) => !q || c.name.toLowerCase().includes(q.toLowerCase()),
      );
      return answer(PublicCompanyPage, { items, nextCursor: null });
    }),
    http.get('/api/ratings/target', () => answer(RatingSummary, { average: 4.5, count: 2 })),
    http.get('/api/ratings/user', () => answer(MyRating, { rating: null, ratedBy: null })),
    http.get('/api/saved-videos', () => Response.json([])),
    sessionHandler(userOf('candidate')),
    ...memberHandlers(),
    ...candidateHandlers(),
  );
  const { user } = renderApp('/candidate/companies');
  await screen.findByRole('article', { name: 'Newcomer Air' });
  await user.click(screen.getByRole('searchbox', { name: 'Search companies' }));
  await user.paste(' newcomer ');
  await expect
    .poll(() => screen.queryByRole('article', { name: 'Skyline Tech' }))
    .not.toBeInTheDocument();
  expect(screen.getByRole('article', { name: 'Newcomer Air' })).toBeVisible();
  // One request for the words, trimmed.
  expect(searches).toEqual([null, 'newcomer']);

  await user.clear(screen.getByRole('searchbox', { name: 'Search companies' }));
  await user.paste('Zeppelin');
  expect(await screen.findByText('No companies match “Zeppelin”.')).toBeVisible();
});
