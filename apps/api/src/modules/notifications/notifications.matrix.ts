import { eq } from 'drizzle-orm';
import { notifications } from '../../db/schema/notifications';
import {
  only,
  unchanged,
  type MatrixFixture,
  type MatrixRow,
  type ObjectRow,
} from '../../test/matrix';

/** A notification addressed to `company`. */
async function companyNotification(f: MatrixFixture) {
  const [created] = await f.ctx.deps.notifications.notify({
    to: { userId: f.company.user.id },
    type: 'matrix',
    entityType: 'system',
    title: 'Matrix',
    message: 'Row',
  });
  return created!;
}

export const rows: MatrixRow[] = [
  { method: 'get', path: '/api/notifications', expect: only.signedIn(200) },
  { method: 'get', path: '/api/notifications/unread-count', expect: only.signedIn(200) },
  { method: 'put', path: '/api/notifications/mark-all-read', expect: only.signedIn(204) },
  {
    method: 'put',
    path: '/api/notifications/:id/read',
    // Only `company`, its recipient, may mark it; everyone else gets 404.
    prepare: async (f) => ({ url: `/api/notifications/${(await companyNotification(f)).id}/read` }),
    expect: { anonymous: 401, candidate: 404, company: 204, otherCompany: 404, admin: 404 },
  },
  {
    method: 'post',
    path: '/api/notifications/announcements',
    prepare: () => ({ body: { audience: 'companies', title: 'Matrix', message: 'Announcement' } }),
    expect: only.admin(201),
  },
];

export const objectRows: ObjectRow[] = [
  {
    method: 'put',
    path: '/api/notifications/:id/read',
    ids: ['id'],
    as: 'otherCompany',
    prepare: async (f) => {
      const created = await companyNotification(f);
      return {
        url: `/api/notifications/${created.id}/read`,
        verify: await unchanged(f, notifications, eq(notifications.id, created.id)),
      };
    },
    expect: 404,
  },
];
