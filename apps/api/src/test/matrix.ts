import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Response } from 'supertest';
import { expect } from 'vitest';
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

/** The signed-in users of a fixture; object and field rows name their caller with these keys. */
export type FixtureUser = 'candidate' | 'otherCandidate' | 'company' | 'otherCompany' | 'admin';

export interface MatrixFixture extends Record<FixtureUser, SignedIn> {
  ctx: TestContext;
  /** Whether the candidates and companies of this fixture gave consent (GDPR consent, company terms). */
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
export const isIdInput = (name: string) => name === 'id' || /[a-z]Ids?$/.test(name) || name === 'videoUrl';

/** Shorthands for the common shapes of a role row's expectations. */
export const only = {
  public: (ok = 200) => ({ anonymous: ok, candidate: ok, company: ok, otherCompany: ok, admin: ok }),
  signedIn: (ok = 200) => ({ anonymous: 401, candidate: ok, company: ok, otherCompany: ok, admin: ok }),
  admin: (ok = 200) => ({ anonymous: 401, candidate: 403, company: 403, otherCompany: 403, admin: ok }),
  candidate: (ok = 200) => ({ anonymous: 401, candidate: ok, company: 403, otherCompany: 403, admin: 403 }),
  company: (ok = 200) => ({ anonymous: 401, candidate: 403, company: ok, otherCompany: ok, admin: 403 }),
  /** The owning company succeeds; another company is refused. */
  owningCompany: (ok = 200, other: number = 403) => ({ anonymous: 401, candidate: 403, company: ok, otherCompany: other, admin: 403 }),
} satisfies Record<string, (...args: never[]) => Record<MatrixRole, number>>;

/** Records the user's consent the way the SPA does (candidates: GDPR consent; companies: the terms). */
export async function giveConsent(ctx: TestContext, who: SignedIn) {
  const res =
    who.user.role === 'candidate'
      ? await ctx.http.post('/api/auth/gdpr-consent').set(who.auth).send({ consentGiven: true })
      : await ctx.http.post('/api/company-consent').set(who.auth).send({});
  if (res.status !== 201) throw new Error(`consent failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** A throwaway user of a role, in the fixture's consent state (for rows that change or end the account). */
export async function throwaway(f: MatrixFixture, role: 'candidate' | 'company'): Promise<SignedIn> {
  const user = await signUp(f.ctx, role, undefined, { acceptTerms: false });
  if (f.consented) await giveConsent(f.ctx, user);
  return user;
}

/**
 * Reads the object's rows now and returns a `verify` that reads them again and requires them equal:
 * whatever the request did, the owner's object is exactly as it was.
 */
export async function unchanged(f: MatrixFixture, table: PgTable, where: SQL | undefined): Promise<Probe['verify']> {
  const read = () => f.ctx.deps.db.select().from(table).where(where);
  const before = await read();
  expect(before.length, 'the object exists before the request').toBeGreaterThan(0);
  return async () => expect(await read()).toEqual(before);
}

/** For a refused read: the answer is the bare error, with nothing of the object attached. */
export const nothingLeaked: Probe['verify'] = (res) => expect(Object.keys(res.body as object).sort()).toEqual(['code', 'message']);
