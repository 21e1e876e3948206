import { expect, test } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { InvitationPreview } from '@takeoff/shared/org';
import { apiServer } from '@/test/api-server';
import {
  answer,
  companyHandlers,
  memberHandlers,
  sessionHandler,
  userOf,
} from '@/test/api-handlers';
import { renderApp } from '@/test/render-app';

test('after joining, the page does not ask for the used invitation again (it would answer 400)', async () => {
  const person = userOf('company', { org: null });
  const joined = { ...person, org: { id: 900, name: 'Skyline Tech', role: 'recruiter' as const } };
  let previews = 0;
  apiServer.use(
    sessionHandler(person),
    ...memberHandlers(),
    ...companyHandlers(joined),
    http.get('/api/org/invitations/preview', () => {
      previews += 1;
      return answer(InvitationPreview, {
        organisation: 'Skyline Tech',
        email: person.email,
        role: 'recruiter',
        invitedBy: 'Nora Petrou',
        expiresAt: '2030-01-01T00:00:00.000Z',
      });
    }),
    http.post('/api/org/invitations/accept', () =>
      HttpResponse.json({ user: joined, token: null }),
    ),
  );
  const { user, location } = renderApp('/invite?token=invitation-token-0123456789');
  await user.click(await screen.findByRole('button', { name: 'Join Skyline Tech' }));
  await expect.poll(location).not.toBe('/invite');
  // Let any refetch the acceptance might have started reach the server.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(previews).toBe(1);
});
