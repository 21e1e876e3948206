import { and, eq } from 'drizzle-orm';
import { jobInterviewers, orgInvitations, orgMembers } from '../../db/schema/org';
import { TEST_PASSWORD, uniqueEmail } from '../../test/harness';
import {
  nothingLeaked,
  only,
  throwaway,
  unchanged,
  type MatrixRole,
  type MatrixRow,
  type ObjectRow,
} from '../../test/matrix';
import { postJob } from '../applications/test-factories';
import { addMember, invite } from './org.fixtures';

/** A company route on `company`'s organisation: the owner succeeds, another organisation's owner does not see it. */
const ownOrg = (ok: number, other = 404) => only.owningCompany(ok, other);

export const rows: MatrixRow[] = [
  { method: 'get', path: '/api/org/members', expect: only.company(200) },
  {
    method: 'patch',
    path: '/api/org/members/:id',
    prepare: async (f) => ({
      url: `/api/org/members/${(await addMember(f.ctx, f.company, 'interviewer')).user.id}`,
      body: { role: 'recruiter' },
    }),
    expect: ownOrg(200),
  },
  {
    method: 'delete',
    path: '/api/org/members/:id',
    prepare: async (f) => ({
      url: `/api/org/members/${(await addMember(f.ctx, f.company, 'interviewer')).user.id}`,
    }),
    expect: ownOrg(204),
  },
  {
    method: 'post',
    path: '/api/org/transfer-ownership',
    // The fixture's owner must stay the owner for the other rows: the owning caller is a throwaway organisation.
    prepare: async (f, role: MatrixRole) => {
      if (role !== 'company')
        return { body: { memberId: (await addMember(f.ctx, f.company, 'recruiter')).user.id } };
      const owner = await throwaway(f, 'company');
      return {
        headers: owner.auth,
        body: { memberId: (await addMember(f.ctx, owner, 'recruiter')).user.id },
      };
    },
    expect: ownOrg(200),
    // Members (not owners) of either organisation try to hand `company`'s organisation to one of its recruiters.
    members: {
      prepare: async (f) => ({
        body: { memberId: (await addMember(f.ctx, f.company, 'recruiter')).user.id },
      }),
    },
  },
  {
    method: 'post',
    path: '/api/org/delete',
    // The fixture's organisations must stay for the other rows: an owner deletes a throwaway organisation of their own.
    prepare: async (f, role: MatrixRole) => {
      if (role !== 'company' && role !== 'otherCompany')
        return { body: { password: TEST_PASSWORD } };
      const owner = await throwaway(f, 'company');
      return { headers: owner.auth, body: { password: TEST_PASSWORD } };
    },
    expect: { anonymous: 401, candidate: 403, company: 204, otherCompany: 204, admin: 403 },
    // Members who are not owners are refused, whichever organisation (their own account's password does not matter).
    members: { prepare: () => ({ body: { password: TEST_PASSWORD } }) },
  },
  {
    method: 'patch',
    path: '/api/org',
    // Renaming separates a founder from the organisation: owners rename throwaway organisations of their own.
    prepare: async (f, role: MatrixRole) => {
      if (role !== 'company' && role !== 'otherCompany') return { body: { name: 'Renamed Air' } };
      const owner = await throwaway(f, 'company');
      return { headers: owner.auth, body: { name: 'Renamed Air' } };
    },
    expect: { anonymous: 401, candidate: 403, company: 200, otherCompany: 200, admin: 403 },
    members: { prepare: () => ({ body: { name: 'Renamed Air' } }) },
  },
  { method: 'get', path: '/api/org/invitations', expect: only.company(200) },
  {
    method: 'post',
    path: '/api/org/invitations',
    prepare: () => ({ body: { email: uniqueEmail('invited'), role: 'interviewer' } }),
    expect: only.company(201),
  },
  {
    method: 'delete',
    path: '/api/org/invitations/:id',
    prepare: async (f) => ({
      url: `/api/org/invitations/${(await invite(f.ctx, f.company, 'interviewer')).invitation.id}`,
    }),
    expect: ownOrg(204),
  },
  {
    method: 'get',
    path: '/api/org/invitations/preview',
    prepare: async (f) => ({
      url: `/api/org/invitations/preview?token=${(await invite(f.ctx, f.company, 'interviewer')).token}`,
    }),
    expect: only.public(200),
  },
  {
    method: 'post',
    path: '/api/org/invitations/accept',
    // Anyone holding the link may create the invited account: the link is the credential.
    prepare: async (f) => ({
      body: {
        token: (await invite(f.ctx, f.company, 'interviewer')).token,
        name: 'New Member',
        password: TEST_PASSWORD,
      },
    }),
    expect: only.public(201),
  },
  {
    method: 'get',
    path: '/api/jobs/:id/interviewers',
    prepare: async (f) => ({
      url: `/api/jobs/${(await postJob(f.ctx, f.company)).id}/interviewers`,
    }),
    expect: only.owningCompany(200),
  },
  {
    method: 'put',
    path: '/api/jobs/:id/interviewers',
    prepare: async (f) => ({
      url: `/api/jobs/${(await postJob(f.ctx, f.company)).id}/interviewers`,
      body: { memberIds: [] },
    }),
    expect: only.owningCompany(200),
  },
];

const memberRow = (f: Parameters<ObjectRow['prepare']>[0], userId: number) =>
  and(eq(orgMembers.orgId, f.company.user.id), eq(orgMembers.userId, userId));

export const objectRows: ObjectRow[] = [
  {
    method: 'patch',
    path: '/api/org/members/:id',
    ids: ['id'],
    as: 'otherCompany',
    prepare: async (f) => {
      const member = await addMember(f.ctx, f.company, 'interviewer');
      return {
        url: `/api/org/members/${member.user.id}`,
        body: { role: 'recruiter' },
        verify: await unchanged(f, orgMembers, memberRow(f, member.user.id)),
      };
    },
    expect: 404,
  },
  {
    method: 'delete',
    path: '/api/org/members/:id',
    ids: ['id'],
    as: 'otherCompany',
    prepare: async (f) => {
      const member = await addMember(f.ctx, f.company, 'interviewer');
      return {
        url: `/api/org/members/${member.user.id}`,
        verify: await unchanged(f, orgMembers, memberRow(f, member.user.id)),
      };
    },
    expect: 404,
  },
  {
    method: 'post',
    path: '/api/org/transfer-ownership',
    ids: ['memberId'],
    as: 'otherCompany',
    prepare: async (f) => {
      const member = await addMember(f.ctx, f.company, 'recruiter');
      return {
        body: { memberId: member.user.id },
        verify: await unchanged(f, orgMembers, eq(orgMembers.orgId, f.company.user.id)),
      };
    },
    expect: 404,
  },
  {
    method: 'delete',
    path: '/api/org/invitations/:id',
    ids: ['id'],
    as: 'otherCompany',
    prepare: async (f) => {
      const { invitation } = await invite(f.ctx, f.company, 'interviewer');
      return {
        url: `/api/org/invitations/${invitation.id}`,
        verify: await unchanged(f, orgInvitations, eq(orgInvitations.id, invitation.id)),
      };
    },
    expect: 404,
  },
  {
    method: 'get',
    path: '/api/jobs/:id/interviewers',
    ids: ['id'],
    as: 'otherCompany',
    prepare: async (f) => ({
      url: `/api/jobs/${(await postJob(f.ctx, f.company)).id}/interviewers`,
      verify: nothingLeaked,
    }),
    expect: 403,
  },
  {
    method: 'put',
    path: '/api/jobs/:id/interviewers',
    ids: ['id', 'memberIds'],
    as: 'otherCompany',
    prepare: async (f) => {
      const job = await postJob(f.ctx, f.company);
      const interviewer = await addMember(f.ctx, f.company, 'interviewer');
      await f.ctx.http
        .put(`/api/jobs/${job.id}/interviewers`)
        .set(f.company.auth)
        .send({ memberIds: [interviewer.user.id] });
      // The stranger points at the job and at the owner's interviewer: neither is theirs.
      return {
        url: `/api/jobs/${job.id}/interviewers`,
        body: { memberIds: [interviewer.user.id] },
        verify: await unchanged(f, jobInterviewers, eq(jobInterviewers.jobId, job.id)),
      };
    },
    expect: 403,
  },
];

export const openFields = {
  'PATCH /api/org/members/:id': {
    role: 'an organisation role (recruiter or interviewer, never owner or admin); only the owner may change it (org.test.ts)',
  },
  'POST /api/org/invitations': {
    role: 'the invited person’s organisation role (recruiter or interviewer); a recruiter may invite only interviewers (org.test.ts)',
  },
};
