import { only, throwaway, type MatrixRow } from '../../test/matrix';
import { unsubscribeLinks } from './mail.service';

export const rows: MatrixRow[] = [
  { method: 'get', path: '/api/me/notification-preferences', expect: only.signedIn(200) },
  {
    method: 'put',
    path: '/api/me/notification-preferences',
    prepare: () => ({
      body: { email: { interviews: true, applications: true, messages: false, digest: false } },
    }),
    expect: only.signedIn(200),
  },
  {
    method: 'post',
    path: '/api/mail/unsubscribe',
    // Whoever holds a signed link may use it, signed in or not.
    prepare: async (f) => {
      const owner = await throwaway(f, 'candidate');
      return {
        url: `/api/mail/unsubscribe?token=${encodeURIComponent(unsubscribeLinks(f.ctx.deps).token(owner.user.id, 'messages'))}`,
        body: {},
      };
    },
    expect: only.public(200),
  },
];
