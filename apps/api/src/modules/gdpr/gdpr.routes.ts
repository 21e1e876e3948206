import { DeleteAccountRequest } from '@takeoff/shared/gdpr';
import type { ApiRouter } from '../../http/api-router';
import type { AppDeps } from '../../deps';
import { clearSessionCookie } from '../../http/session';
import { passwordCheckLimits } from '../auth/password-check-limit';
import { exportUserData } from './export.service';
import { deleteOwnAccount } from './account.service';

export function registerGdprRoutes(api: ApiRouter, deps: AppDeps) {
  api.add({
    method: 'get',
    path: '/api/me/export',
    summary:
      'Download everything the platform holds about the signed-in user as JSON (GDPR Art. 15 and 20)',
    tags: ['gdpr'],
    access: 'authenticated',
    orgPermission: 'personal',
    produces: { contentType: 'application/json', description: 'The data export as an attachment' },
    handler: async ({ user, res }) => {
      const data = await exportUserData(deps, user.id);
      res.status(200);
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader(
        'Content-Disposition',
        `attachment; filename="takeoff-data-export-${user.id}-${data.exportedAt.slice(0, 10)}.json"`,
      );
      res.send(JSON.stringify(data, null, 2));
    },
  });

  api.add({
    method: 'post',
    path: '/api/me/delete',
    summary:
      'Delete the signed-in account and its content (GDPR Art. 17); needs the password, ends every session',
    tags: ['gdpr'],
    access: ['candidate', 'company'],
    orgPermission: 'personal',
    before: passwordCheckLimits(deps),
    body: DeleteAccountRequest,
    errors: [403],
    handler: async ({ user, body, res }) => {
      await deleteOwnAccount(deps, user, body.password);
      clearSessionCookie(res, deps.config);
    },
  });
}
