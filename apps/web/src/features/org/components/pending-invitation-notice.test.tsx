import { expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { CreateInvitationRequest } from '@takeoff/shared/org';
import { apiServer } from '@/test/api-server';
import { apiError, companyHandlers, memberHandlers, userOf } from '@/test/api-handlers';
import { renderApp } from '@/test/render-app';

test('inviting an address with a pending invitation says so and replaces it only as the inviter chooses', async () => {
  const owner = userOf('company');
  const sent: CreateInvitationRequest[] = [];
  const pending = {
    id: 7,
    email: 'pilot@example.test',
    role: 'recruiter',
    invitedBy: owner.name,
    createdAt: '2026-11-20T09:00:00.000Z',
    expiresAt: '2026-11-27T09:00:00.000Z',
  };
  apiServer.use(
    http.get('/api/auth/session', () => Response.json({ user: owner })),
    ...memberHandlers(),
    ...companyHandlers(owner),
    http.get('/api/org/invitations', () => Response.json({ items: [pending] })),
    http.post('/api/org/invitations', async ({ request }) => {
      const body = CreateInvitationRequest.parse(await request.json());
      sent.push(body);
      if (!body.replacePending)
        return apiError(
          409,
          'INVITATION_PENDING',
          'This address already has a pending invitation as recruiter. Resend it, or change its role.',
        );
      return Response.json({ ...pending, id: 8, role: body.role }, { status: 201 });
    }),
  );
  const { user } = renderApp('/company/team');
  await user.click(await screen.findByRole('button', { name: 'Invite member' }));
  const dialog = await screen.findByRole('dialog', { name: 'Invite a member' });
  await user.type(within(dialog).getByLabelText('Email'), 'pilot@example.test');
  await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

  const notice = await within(dialog).findByRole('alert');
  expect(notice).toHaveTextContent(
    'pilot@example.test already has a pending invitation as Recruiter.',
  );
  expect(sent).toEqual([{ email: 'pilot@example.test', role: 'interviewer' }]);
  expect(within(notice).getByRole('button', { name: 'Resend as Recruiter' })).toBeVisible();
  await user.click(
    within(notice).getByRole('button', { name: 'Change to Interviewer and resend' }),
  );
  await expect.poll(() => sent.length).toBe(2);
  expect(sent[1]).toEqual({
    email: 'pilot@example.test',
    role: 'interviewer',
    replacePending: true,
  });
});
