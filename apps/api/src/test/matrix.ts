import { and, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Response } from 'supertest';
import { expect } from 'vitest';
import { can, type OrgPermission } from '@takeoff/shared/org-roles';
import { applications, jobs } from '../db/schema/jobs';
import { jobInterviewers } from '../db/schema/org';
import type { HttpMethod } from '../http/api-router';
import { signUp, type SignedIn, type TestContext } from './harness';

/**
 * The authorization matrix has three kinds of rows, all run against the app over HTTP:
 * - role rows (`rows`): one route × every caller below, once with users who gave consent and once
 *   with users who never did;
 * - object rows (`objectRows`): a user of the owner's role who does not own the object acts on it;
 * - field rows (`fieldRows`): a caller allowed on the route sets a field its role may not set.
 * Every refused request (4xx) of any row must also leave the database exactly as it was.
 */
export const MATRIX_ROLES = ['anonymous', 'candidate', 'company', 'otherCompany', 'admin'] as const;
export type MatrixRole = (typeof MATRIX_ROLES)[number];
export type Expected = number | readonly number[];

/**
 * Company members who are not owners (issue #17). Every role row of a company route (one that lists `company`
 * or names an `orgPermission`) also runs as each of them:
 * - `recruiter`, `interviewer` (assigned to no job) and `assignedInterviewer` are members of `company`'s
 *   organisation and act on the request built for `company` (its objects are the organisation's);
 * - `otherRecruiter` is a recruiter of `otherCompany`'s organisation and acts on the request built for
 *   `otherCompany` (another organisation's non-owner member, on `company`'s objects).
 */
export const MEMBER_ROLES = [
  'recruiter',
  'interviewer',
  'assignedInterviewer',
  'otherRecruiter',
] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** The signed-in users of a fixture; object and field rows name their caller with these keys. */
export type FixtureUser =
  'candidate' | 'otherCandidate' | 'company' | 'otherCompany' | 'admin' | MemberRole;

export interface MatrixFixture extends Record<FixtureUser, SignedIn> {
  ctx: TestContext;
  /**
   * Whether the candidates and companies of this fixture gave consent (GDPR consent, company terms). Members
   * share their organisation's consent: the Company Terms are accepted per organisation.
   */
  consented: boolean;
}

export interface PreparedRequest {
  /** The concrete URL; defaults to the row's path. */
  url?: string;
  body?: unknown;
  /** Attach a file (multipart) instead of a JSON body. */
  attach?: { field: string; buffer: Buffer; filename: string; fields?: Record<string, string> };
  /** Headers that replace the caller's own bearer header (e.g. a throwaway session or account). */
  headers?: Record<string, string>;
}

export interface MatrixRow {
  method: HttpMethod;
  /** The route's Express path, exactly as registered. */
  path: string;
  /** Builds the request; runs once per role, so each role acts on fresh objects. */
  prepare?: (f: MatrixFixture, role: MatrixRole) => Promise<PreparedRequest> | PreparedRequest;
  /** Expected status per caller; `otherCompany` acts on objects owned by `company`. */
  expect: Record<MatrixRole, Expected>;
  /**
   * Where a caller without consent gets another answer: a company that has not accepted the Company
   * Terms is refused candidates' data (403). A candidate who never decided is not gated (the seeds let
   * one continue when the consent post failed). What a WITHDRAWAL refuses is proved route by route in
   * modules/consent/consent-withdrawal.test.ts, with the same "a refusal writes nothing" check.
   */
  withoutConsent?: Partial<Record<MatrixRole, Expected>>;
  /** What company members get on this route where the defaults (see `memberExpectations`) do not say it. */
  members?: MemberOptions;
}

/** A member's request, optionally with a check on its answer (a filtered list holds only what the member may see). */
export interface MemberRequest extends PreparedRequest {
  verify?: (res: Response) => Promise<void> | void;
}

/**
 * The member runs of a role row. By default a member acts on the row's own request (`prepare(f, 'company')`, or
 * `prepare(f, 'otherCompany')` for `otherRecruiter`) and gets (see `memberExpectations`):
 * - recruiter: the owner's answer when `can('recruiter', permission)`, else 403;
 * - otherRecruiter: `otherCompany`'s answer when `can('recruiter', permission)`, else 403;
 * - interviewer, assignedInterviewer: 403 unless `can('interviewer', permission)`. Where interviewers may use
 *   the route there is no default: the row states both (an unassigned interviewer finds no object of the job,
 *   a list of theirs is empty; the assigned one succeeds) and how the job gets assigned.
 */
export interface MemberOptions {
  recruiter?: Expected;
  interviewer?: Expected;
  assignedInterviewer?: Expected;
  otherRecruiter?: Expected;
  /** Where a member of an organisation without consent gets another answer than the default (the owner's refusal). */
  withoutConsent?: Partial<Record<MemberRole, Expected>>;
  /** Builds the member's request instead of the row's `prepare` (required when that one carries its own `headers`). */
  prepare?: (f: MatrixFixture, member: MemberRole) => Promise<MemberRequest> | MemberRequest;
  /** Before `assignedInterviewer` sends the row's request: assigns them to the job that request concerns. */
  assign?: (f: MatrixFixture, prepared: PreparedRequest) => Promise<void>;
}

/** A request of an object or field row, with the check that runs on its answer. */
export interface Probe extends PreparedRequest {
  /** Reads the object back (through the API or the database) and throws when it is not as it must be. */
  verify: (res: Response) => Promise<void> | void;
}

export interface ObjectRow {
  method: HttpMethod;
  path: string;
  /** The id inputs (path params, query or body keys) this row points at another user's object. */
  ids: readonly string[];
  /** The caller: a user of the owner's role who does not own the object. */
  as: FixtureUser;
  prepare: (f: MatrixFixture) => Promise<Probe>;
  expect: Expected;
  /** Required when a stranger succeeds: why the object is not private (and `verify` proves nothing of the owner's leaked or changed). */
  sharedBecause?: string;
}

export interface FieldRow {
  method: HttpMethod;
  path: string;
  /** The body fields the caller's role may not set. */
  fields: readonly string[];
  /** A caller allowed on the route, without the privilege for these fields. */
  as: FixtureUser | 'anonymous';
  /** The API's convention (see PRIVILEGED_FIELDS): refused with 4xx, or ignored with the stored value the server's own. */
  outcome: 'refused' | 'ignored';
  prepare: (f: MatrixFixture) => Promise<Probe>;
  expect: number;
}

/**
 * Body fields only some callers may set. The convention (DESIGN §3, the shared schemas' comments):
 * a field the route's schema does not list is stripped, so identity and bookkeeping fields a client
 * sends (companyId, candidateId, flightNumber, isProtected…) are ignored and the server's value is
 * stored; a field the schema lists but the caller's role may not use is refused with 403 (pitch
 * status and archive), or 400 when no caller may send that value (role 'admin' on sign-up). Every
 * write route (not admin-only) whose body lists one of these needs a field row, or an entry in its
 * module's `openFields` saying why every caller of the route may set it.
 */
export const PRIVILEGED_FIELDS: Record<string, string> = {
  status: 'workflow state: pitch status is for admins, application status for the job’s company',
  isActive: 'archiving a pitch is for admins',
  isProtected: 'protected pitches are set by admins',
  orderIndex: 'the pitch order is the admins’ board',
  orderedIds: 'the pitch order is the admins’ board',
  companyId: 'the company is the signed-in user',
  userId: 'the user is the signed-in user',
  ownerId: 'the owner is the signed-in user',
  senderId: 'the sender is the signed-in user',
  raterId: 'the rater is the signed-in user',
  role: 'nobody makes themself an admin',
  subscriptionStatus: 'billing state is not self-service',
  targetType: 'the rating direction follows the rater’s role',
  platform: 'only the company pastes its own meeting link',
  flightNumber: 'flight numbers are generated by the server (admins may set one)',
  departureTime: 'departure times are set by the server (admins may set one)',
  expiresAt: 'expiry is set by admins',
  userEmail: 'identity comes from the session',
  userName: 'identity comes from the session',
  consentTimestamp: 'the server’s clock dates a consent',
  timestamp: 'the server’s clock dates a record',
};

/** Path params, query and body keys that point at a stored object. */
export const isIdInput = (name: string) =>
  name === 'id' || name === 'key' || /[a-z]Ids?$/.test(name) || name === 'videoUrl';

/** Shorthands for the common shapes of a role row's expectations. */
export const only = {
  public: (ok = 200) => ({
    anonymous: ok,
    candidate: ok,
    company: ok,
    otherCompany: ok,
    admin: ok,
  }),
  signedIn: (ok = 200) => ({
    anonymous: 401,
    candidate: ok,
    company: ok,
    otherCompany: ok,
    admin: ok,
  }),
  admin: (ok = 200) => ({
    anonymous: 401,
    candidate: 403,
    company: 403,
    otherCompany: 403,
    admin: ok,
  }),
  candidate: (ok = 200) => ({
    anonymous: 401,
    candidate: ok,
    company: 403,
    otherCompany: 403,
    admin: 403,
  }),
  company: (ok = 200) => ({
    anonymous: 401,
    candidate: 403,
    company: ok,
    otherCompany: ok,
    admin: 403,
  }),
  /** The owning company succeeds; another company is refused. */
  owningCompany: (ok = 200, other: number = 403) => ({
    anonymous: 401,
    candidate: 403,
    company: ok,
    otherCompany: other,
    admin: 403,
  }),
} satisfies Record<string, (...args: never[]) => Record<MatrixRole, number>>;

/**
 * What each member must get on a company route with this permission (undefined: the route is not a company
 * route; a member entry undefined: interviewers may use the route and the row does not say what they get).
 */
export function memberExpectations(
  row: Pick<MatrixRow, 'expect' | 'withoutConsent' | 'members'>,
  permission: OrgPermission | 'signed-in' | undefined,
  consented: boolean,
): Record<MemberRole, Expected | undefined> | undefined {
  if (permission === undefined) return undefined;
  const members = row.members ?? {};
  const want: Record<MatrixRole, Expected> = {
    ...row.expect,
    ...(consented ? {} : row.withoutConsent),
  };
  // What every signed-in user reads alike, every member gets as their organisation's owner does.
  const everyone = permission === 'signed-in';
  const may = (role: 'recruiter' | 'interviewer') => everyone || can(role, permission);
  const base: Record<MemberRole, Expected | undefined> = {
    recruiter: members.recruiter ?? (may('recruiter') ? want.company : 403),
    interviewer:
      members.interviewer ?? (everyone ? want.company : may('interviewer') ? undefined : 403),
    assignedInterviewer:
      members.assignedInterviewer ??
      (everyone ? want.company : may('interviewer') ? undefined : 403),
    otherRecruiter: members.otherRecruiter ?? (may('recruiter') ? want.otherCompany : 403),
  };
  if (consented) return base;
  // Without consent an organisation's members share its refusal, where their role allows the route at all.
  const refusal = (m: MemberRole) =>
    m === 'otherRecruiter' ? row.withoutConsent?.otherCompany : row.withoutConsent?.company;
  const result = { ...base };
  for (const m of MEMBER_ROLES) {
    const allowed = may(
      m === 'interviewer' || m === 'assignedInterviewer' ? 'interviewer' : 'recruiter',
    );
    result[m] =
      members.withoutConsent?.[m] ?? (allowed && refusal(m) !== undefined ? refusal(m) : base[m]);
  }
  return result;
}

/** Assigns the fixture's `assignedInterviewer` to a job of `company` (through the API, as its owner). */
export async function assignInterviewer(f: MatrixFixture, jobId: number) {
  const current = await f.ctx.http.get(`/api/jobs/${jobId}/interviewers`).set(f.company.auth);
  if (current.status !== 200)
    throw new Error(
      `reading the job's interviewers failed: ${current.status} ${JSON.stringify(current.body)}`,
    );
  const memberIds = [
    ...new Set([
      ...(current.body as { members: { id: number }[] }).members.map((m) => m.id),
      f.assignedInterviewer.user.id,
    ]),
  ];
  const res = await f.ctx.http
    .put(`/api/jobs/${jobId}/interviewers`)
    .set(f.company.auth)
    .send({ memberIds });
  if (res.status !== 200)
    throw new Error(`assigning the interviewer failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** The job an application is for. */
export async function jobOfApplication(f: MatrixFixture, applicationId: number) {
  const [row] = await f.ctx.deps.db
    .select({ jobId: applications.jobId })
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (!row) throw new Error(`no application ${applicationId}`);
  return row.jobId;
}

/** The id a URL names right after `/api/<collection>/` (the object a prepared request acts on). */
export function idInUrl(prepared: PreparedRequest, collection: string): number {
  const match = new RegExp(`/api/${collection}/(\\d+)`).exec(prepared.url ?? '');
  if (!match) throw new Error(`no /api/${collection}/:id in ${prepared.url}`);
  return Number(match[1]);
}

/** `assign` for a route on a job (`/api/jobs/:id/...`). */
export const assignJobInUrl: NonNullable<MemberOptions['assign']> = (f, prepared) =>
  assignInterviewer(f, idInUrl(prepared, 'jobs'));

/** `assign` for a route on an application (`/api/applications/:id/...`): its job. */
export const assignApplicationInUrl: NonNullable<MemberOptions['assign']> = async (f, prepared) =>
  assignInterviewer(f, await jobOfApplication(f, idInUrl(prepared, 'applications')));

/** The jobs of `company` the fixture's assigned interviewer is assigned to (read from the database). */
export async function assignedJobIds(f: MatrixFixture): Promise<number[]> {
  const rows = await f.ctx.deps.db
    .select({ jobId: jobInterviewers.jobId })
    .from(jobInterviewers)
    .innerJoin(jobs, eq(jobs.id, jobInterviewers.jobId))
    .where(
      and(
        eq(jobInterviewers.userId, f.assignedInterviewer.user.id),
        eq(jobs.companyId, f.company.user.id),
      ),
    );
  return rows.map((r) => r.jobId).sort((a, b) => a - b);
}

/** Records the user's consent the way the SPA does (candidates: GDPR consent; companies: the terms). */
export async function giveConsent(ctx: TestContext, who: SignedIn) {
  const res =
    who.user.role === 'candidate'
      ? await ctx.http.post('/api/auth/gdpr-consent').set(who.auth).send({ consentGiven: true })
      : await ctx.http.post('/api/company-consent').set(who.auth).send({});
  if (res.status !== 201)
    throw new Error(`consent failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** A throwaway user of a role, in the fixture's consent state (for rows that change or end the account). */
export async function throwaway(
  f: MatrixFixture,
  role: 'candidate' | 'company',
): Promise<SignedIn> {
  const user = await signUp(f.ctx, role, undefined, { acceptTerms: false });
  if (f.consented) await giveConsent(f.ctx, user);
  return user;
}

/**
 * Reads the object's rows now and returns a `verify` that reads them again and requires them equal:
 * whatever the request did, the owner's object is exactly as it was.
 */
export async function unchanged(
  f: MatrixFixture,
  table: PgTable,
  where: SQL | undefined,
): Promise<Probe['verify']> {
  const read = () => f.ctx.deps.db.select().from(table).where(where);
  const before = await read();
  expect(before.length, 'the object exists before the request').toBeGreaterThan(0);
  return async () => expect(await read()).toEqual(before);
}

/** For a refused read: the answer is the bare error, with nothing of the object attached. */
export const nothingLeaked = (res: Response): void =>
  expect(Object.keys(res.body as object).sort()).toEqual(['code', 'message']);
