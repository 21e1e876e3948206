import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { waitlistEntries } from '../../db/schema/waitlist';
import { only, throwaway, type FieldRow, type MatrixRow } from '../../test/matrix';

export const rows: MatrixRow[] = [
  {
    method: 'post',
    path: '/api/professional-development/waitlist',
    prepare: () => ({ body: {} }),
    expect: only.candidate(200),
  },
  { method: 'get', path: '/api/professional-development/waitlist/me', expect: only.candidate(200) },
];

export const fieldRows: FieldRow[] = [
  {
    method: 'post',
    path: '/api/professional-development/waitlist',
    // The seeds' client sends its own email, name and time: the entry takes the session's and the server's clock.
    fields: ['userEmail', 'userName', 'timestamp'],
    as: 'candidate',
    outcome: 'ignored',
    prepare: async (f) => {
      const joiner = await throwaway(f, 'candidate');
      const sent = {
        userEmail: f.otherCandidate.user.email,
        userName: 'Someone Else',
        timestamp: '2001-01-01T00:00:00.000Z',
      };
      return {
        headers: joiner.auth,
        body: sent,
        verify: async () => {
          const [entry] = await f.ctx.deps.db
            .select()
            .from(waitlistEntries)
            .where(eq(waitlistEntries.userId, joiner.user.id));
          expect(entry).toMatchObject({ email: joiner.user.email, name: joiner.user.name });
          expect(entry!.createdAt.toISOString()).not.toBe(sent.timestamp);
          expect(
            await f.ctx.deps.db
              .select()
              .from(waitlistEntries)
              .where(eq(waitlistEntries.userId, f.otherCandidate.user.id)),
          ).toEqual([]);
        },
      };
    },
    expect: 200,
  },
];
