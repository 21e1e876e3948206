import { expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { AuthResponse, RegisterRequest } from '@takeoff/shared/auth';
import { apiServer } from '@/test/api-server';
import { companyHandlers, memberHandlers, userOf } from '@/test/api-handlers';
import { renderApp } from '@/test/render-app';

test('a company signs up with its own name beside the person’s, and cannot leave it empty', async () => {
  const sent: RegisterRequest[] = [];
  const created = userOf('company', { name: 'Nora Petrou' });
  const owner = {
    ...created,
    org: { id: created.id + 1000, name: 'Skyline Aviation', role: 'owner' as const },
  };
  apiServer.use(
    http.post('/api/auth/register', async ({ request }) => {
      sent.push(RegisterRequest.parse(await request.json()));
      return Response.json(AuthResponse.parse({ user: owner, token: 't' }), { status: 201 });
    }),
    // Signed up, the app opens the new company's area: what it asks for there is answered too.
    ...memberHandlers(),
    ...companyHandlers(owner),
  );
  const { user } = renderApp('/');
  const signIn = await screen.findByRole('button', { name: 'Sign in' });
  await expect.poll(() => signIn).toBeEnabled();
  await user.click(signIn);
  const dialog = await screen.findByTestId('auth-dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Switch to Create Account' }));
  const form = within(dialog).getByRole('form', { name: 'Create Account' });
  expect(within(form).queryByLabelText('Company name')).not.toBeInTheDocument();
  await user.click(within(form).getByText('Company'));

  const companyName = await within(form).findByLabelText('Company name');
  await user.type(within(form).getByLabelText('Your full name'), 'Nora Petrou');
  await user.type(within(form).getByLabelText('Email'), 'nora@skyline.test');
  await user.type(within(form).getByLabelText('Password'), 'correct-horse-battery');
  await user.click(within(form).getByRole('button', { name: 'Create Account' }));
  await expect.poll(() => companyName).toHaveAttribute('aria-invalid', 'true');
  expect(within(form).getByText("Your company's name is required")).toBeVisible();
  expect(sent).toEqual([]);

  await user.type(companyName, 'Skyline Aviation');
  await user.click(within(form).getByRole('button', { name: 'Create Account' }));
  await expect.poll(() => sent.length).toBe(1);
  expect(sent[0]).toMatchObject({
    name: 'Nora Petrou',
    companyName: 'Skyline Aviation',
    email: 'nora@skyline.test',
    role: 'company',
  });
});
