import { only, type MatrixRow } from '../../test/matrix';

export const rows: MatrixRow[] = [
  { method: 'get', path: '/api/notifications', expect: only.signedIn(200) },
  { method: 'get', path: '/api/notifications/unread-count', expect: only.signedIn(200) },
  { method: 'put', path: '/api/notifications/mark-all-read', expect: only.signedIn(204) },
  {
    method: 'put',
    path: '/api/notifications/:id/read',
    // A notification addressed to `company`: only that company may mark it; everyone else gets 404.
    prepare: async (f) => {
      const [created] = await f.ctx.deps.notifications.notify({
        to: { userId: f.company.user.id },
        type: 'matrix',
        entityType: 'system',
        title: 'Matrix',
        message: 'Row',
      });
      return { url: `/api/notifications/${created!.id}/read` };
    },
    expect: { anonymous: 401, candidate: 404, company: 204, otherCompany: 404, admin: 404 },
  },
  {
    method: 'post',
    path: '/api/notifications/announcements',
    prepare: () => ({ body: { audience: 'companies', title: 'Matrix', message: 'Announcement' } }),
    expect: only.admin(201),
  },
];
