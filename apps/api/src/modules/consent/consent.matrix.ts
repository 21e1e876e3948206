import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { candidateConsents } from '../../db/schema/consent';
import {
  only,
  throwaway,
  type FieldRow,
  type MatrixFixture,
  type MatrixRole,
  type MatrixRow,
  type MemberRole,
  type PreparedRequest,
} from '../../test/matrix';
import { addMember } from '../org/org.fixtures';

/**
 * A consent decision changes the caller's consent state, which the other rows run in: candidates and
 * companies decide with a throwaway account of their kind (in the fixture's consent state).
 */
const asThrowaway = async (
  f: MatrixFixture,
  role: MatrixRole,
  request: PreparedRequest = {},
): Promise<PreparedRequest> => {
  if (role === 'candidate') return { ...request, headers: (await throwaway(f, 'candidate')).auth };
  if (role === 'company' || role === 'otherCompany')
    return { ...request, headers: (await throwaway(f, 'company')).auth };
  return request;
};

/** A member of a throwaway organisation (in the fixture's consent state): deciding changes only that organisation. */
const asThrowawayMember = async (
  f: MatrixFixture,
  member: MemberRole,
  request: PreparedRequest = {},
): Promise<PreparedRequest> => {
  const owner = await throwaway(f, 'company');
  const role = member === 'recruiter' || member === 'otherRecruiter' ? 'recruiter' : 'interviewer';
  return { ...request, headers: (await addMember(f.ctx, owner, role)).auth };
};

export const rows: MatrixRow[] = [
  { method: 'get', path: '/api/auth/consent-status', expect: only.signedIn(200) },
  {
    method: 'post',
    path: '/api/auth/gdpr-consent',
    prepare: (f, role) => asThrowaway(f, role, { body: { consentGiven: true } }),
    expect: only.candidate(201),
  },
  {
    method: 'post',
    path: '/api/auth/gdpr-consent/withdraw',
    prepare: (f, role) => asThrowaway(f, role),
    expect: only.candidate(201),
  },
  {
    method: 'get',
    path: '/api/company-consent/status',
    expect: only.company(200),
    // The organisation's consent state: every member reads it, assigned to a job or not.
    members: { interviewer: 200, assignedInterviewer: 200 },
  },
  {
    method: 'post',
    path: '/api/company-consent',
    prepare: (f, role) =>
      asThrowaway(f, role, { body: { termsVersion: '1.0', privacyVersion: '1.0' } }),
    expect: only.company(201),
    members: {
      prepare: (f, member) =>
        asThrowawayMember(f, member, { body: { termsVersion: '1.0', privacyVersion: '1.0' } }),
    },
  },
  {
    method: 'post',
    path: '/api/company-consent/withdraw',
    prepare: (f, role) => asThrowaway(f, role),
    expect: only.company(201),
    members: { prepare: (f, member) => asThrowawayMember(f, member) },
  },
  { method: 'get', path: '/api/admin/gdpr-consents', expect: only.admin(200) },
  {
    method: 'get',
    path: '/api/admin/gdpr-export',
    prepare: () => ({ url: '/api/admin/gdpr-export?format=csv' }),
    expect: only.admin(200),
  },
  { method: 'get', path: '/api/admin/company-consents', expect: only.admin(200) },
  { method: 'get', path: '/api/admin/company-consent-summary', expect: only.admin(200) },
];

export const fieldRows: FieldRow[] = [
  {
    method: 'post',
    path: '/api/auth/gdpr-consent',
    // The seeds send the email and the time: the session says who consents, the server's clock says when.
    fields: ['consentTimestamp', 'email'],
    as: 'candidate',
    outcome: 'ignored',
    prepare: async (f) => {
      const consenting = await throwaway(f, 'candidate');
      const sent = {
        consentGiven: true,
        email: f.otherCandidate.user.email,
        consentTimestamp: '2001-01-01T00:00:00.000Z',
      };
      return {
        headers: consenting.auth,
        body: sent,
        verify: async (res) => {
          const [record] = await f.ctx.deps.db
            .select()
            .from(candidateConsents)
            .where(eq(candidateConsents.id, res.body.id));
          expect(record).toMatchObject({
            userId: consenting.user.id,
            email: consenting.user.email,
            consentGiven: true,
          });
          expect(record!.consentTimestamp.toISOString()).not.toBe(sent.consentTimestamp);
        },
      };
    },
    expect: 201,
  },
];
