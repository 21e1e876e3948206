import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Departures } from '@takeoff/shared/public-pages';
import { answer } from '@/test/api-handlers';
import { apiServer } from '@/test/api-server';
import { renderComponent } from '@/test/render-component';
import { changePublicLocale } from '@/lib/public-i18n';
import { DepartureBoard } from './departure-board';

test("the landing board shows the API's open flights, each a link to its page", async () => {
  apiServer.use(
    http.get('/api/flights/departures', () =>
      answer(Departures, [
        {
          flightNumber: 'TO4821',
          title: 'Cabin Crew Lead',
          location: 'Athens, Greece',
          status: 'live',
          departureTime: '09:40',
          translations: {},
          companyName: 'Aegean Test Air',
        },
      ]),
    ),
  );
  renderComponent(<DepartureBoard />);
  const link = await screen.findByRole('link', { name: 'Cabin Crew Lead' });
  expect(link).toHaveAttribute('href', '/flights/TO4821');
  expect(screen.getByRole('link', { name: 'TO4821' })).toHaveAttribute('href', '/flights/TO4821');
  const row = link.closest('tr')!;
  expect(within(row).getByText('Aegean Test Air')).toBeInTheDocument();
  expect(within(row).getByText('Athens, Greece')).toBeInTheDocument();
});

test('with no open flights the board says so and invents none', async () => {
  renderComponent(<DepartureBoard />);
  expect(await screen.findByText('No open flights right now. Check back soon.')).toBeVisible();
  expect(screen.queryAllByRole('link')).toHaveLength(0);
});

test('when the API cannot answer the board says the departures could not be loaded', async () => {
  apiServer.use(http.get('/api/flights/departures', () => new HttpResponse(null, { status: 503 })));
  renderComponent(<DepartureBoard />);
  expect(
    await screen.findByText('The departures could not be loaded. Try again later.'),
  ).toBeVisible();
});

test("in Greek the board shows each flight's Greek title and place where its company wrote them", async () => {
  await changePublicLocale('el');
  apiServer.use(
    http.get('/api/flights/departures', () =>
      answer(Departures, [
        {
          flightNumber: 'TO4822',
          title: 'Cabin Crew Lead',
          location: 'Athens, Greece',
          status: 'live',
          departureTime: '09:40',
          translations: { el: { title: 'Επικεφαλής Πληρώματος Καμπίνας', location: '' } },
          companyName: 'Aegean Test Air',
        },
      ]),
    ),
  );
  renderComponent(<DepartureBoard />);
  expect(
    await screen.findByRole('link', { name: 'Επικεφαλής Πληρώματος Καμπίνας' }),
  ).toHaveAttribute('href', '/flights/TO4822');
  expect(screen.getByText('Athens, Greece')).toBeInTheDocument();
  expect(screen.queryByText('Cabin Crew Lead')).not.toBeInTheDocument();
});
