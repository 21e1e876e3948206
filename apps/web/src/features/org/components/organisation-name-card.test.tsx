import { expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { RenameOrganisationRequest } from '@takeoff/shared/org';
import { apiServer } from '@/test/api-server';
import { companyHandlers, memberHandlers, userOf } from '@/test/api-handlers';
import { renderApp } from '@/test/render-app';

test('the owner renames the organisation on the Team page and the app shows the new name', async () => {
  let owner = userOf('company', { name: 'Nora Petrou' });
  owner = { ...owner, org: { id: owner.id, name: 'Nora Petrou', role: 'owner' } };
  const renames: RenameOrganisationRequest[] = [];
  apiServer.use(
    http.get('/api/auth/session', () => Response.json({ user: owner })),
    ...memberHandlers(),
    ...companyHandlers(owner),
    http.get('/api/org/invitations', () => Response.json({ items: [] })),
    http.patch('/api/org', async ({ request }) => {
      const body = RenameOrganisationRequest.parse(await request.json());
      renames.push(body);
      owner = { ...owner, org: { ...owner.org!, name: body.name } };
      return Response.json({ id: owner.org!.id, name: body.name, careersSlug: 'skyline-aviation' });
    }),
  );
  const { user } = renderApp('/company/team');
  const form = await screen.findByRole('form', { name: 'Organisation name' });
  const name = within(form).getByLabelText('Name');
  expect(name).toHaveValue('Nora Petrou');
  await user.clear(name);
  await user.click(within(form).getByRole('button', { name: 'Save name' }));
  await expect.poll(() => name).toHaveAttribute('aria-invalid', 'true');
  expect(renames).toEqual([]);

  await user.type(name, 'Skyline Aviation');
  await user.click(within(form).getByRole('button', { name: 'Save name' }));
  // Sonner marks a toast visible in the effect after it is inserted: wait for that, not only for the text.
  const toast = await screen.findByText('Your organisation is now called Skyline Aviation');
  await expect.poll(() => toast).toBeVisible();
  expect(renames).toEqual([{ name: 'Skyline Aviation' }]);
  await expect.poll(() => name).toHaveValue('Skyline Aviation');
});
