import { expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { UpdateMeRequest } from '@takeoff/shared/locale';
import { apiServer } from '@/test/api-server';
import { candidateHandlers, memberHandlers, userOf } from '@/test/api-handlers';
import { renderApp } from '@/test/render-app';

test('an account without a time zone is given the browser’s, and the person can change it in settings', async () => {
  let me = userOf('candidate', { timeZone: null });
  const saved: UpdateMeRequest[] = [];
  apiServer.use(
    http.get('/api/auth/session', () => Response.json({ user: me })),
    http.get('/api/auth/me', () => Response.json(me)),
    http.patch('/api/me', async ({ request }) => {
      const body = UpdateMeRequest.parse(await request.json());
      saved.push(body);
      me = { ...me, ...body };
      return Response.json(me);
    }),
    http.get('/api/auth/sessions', () => Response.json({ sessions: [] })),
    http.get('/api/me/notification-preferences', () =>
      Response.json({
        email: { interviews: true, applications: true, messages: true, digest: false },
      }),
    ),
    ...memberHandlers(),
    ...candidateHandlers(),
  );
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const { user } = renderApp('/account');
  const select = await screen.findByLabelText('Your time zone');
  await expect.poll(() => saved).toEqual([{ timeZone: browserZone }]);
  await expect.poll(() => select).toHaveValue(browserZone);

  await user.selectOptions(select, 'Europe/Athens');
  expect(await screen.findByText('Times in your emails now use Europe/Athens')).toBeVisible();
  expect(saved.at(-1)).toEqual({ timeZone: 'Europe/Athens' });
  await expect.poll(() => select).toHaveValue('Europe/Athens');
});
