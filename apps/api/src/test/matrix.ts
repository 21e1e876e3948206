import type { HttpMethod } from '../http/api-router';
import type { SignedIn, TestContext } from './harness';

export const MATRIX_ROLES = ['anonymous', 'candidate', 'company', 'otherCompany', 'admin'] as const;
export type MatrixRole = (typeof MATRIX_ROLES)[number];

export interface MatrixFixture {
  ctx: TestContext;
  candidate: SignedIn;
  /** A second candidate, for rows about another candidate's objects. */
  otherCandidate: SignedIn;
  /** Owns the objects a row's `prepare` creates, unless the row says otherwise. */
  company: SignedIn;
  otherCompany: SignedIn;
  admin: SignedIn;
}

export interface PreparedRequest {
  /** The concrete URL; defaults to the row's path. */
  url?: string;
  body?: unknown;
  /** Attach a file (multipart) instead of a JSON body. */
  attach?: { field: string; buffer: Buffer; filename: string; fields?: Record<string, string> };
  /** Headers that replace the role's own bearer header (e.g. a throwaway session). */
  headers?: Record<string, string>;
}

export interface MatrixRow {
  method: HttpMethod;
  /** The route's Express path, exactly as registered. */
  path: string;
  /** Builds the request; runs once per role, so each role acts on fresh objects. */
  prepare?: (f: MatrixFixture, role: MatrixRole) => Promise<PreparedRequest> | PreparedRequest;
  /** Expected status per caller; `otherCompany` acts on objects owned by `company`. */
  expect: Record<MatrixRole, number | readonly number[]>;
}

/** Shorthands for the common shapes of a row's expectations. */
export const only = {
  public: (ok = 200) => ({ anonymous: ok, candidate: ok, company: ok, otherCompany: ok, admin: ok }),
  signedIn: (ok = 200) => ({ anonymous: 401, candidate: ok, company: ok, otherCompany: ok, admin: ok }),
  admin: (ok = 200) => ({ anonymous: 401, candidate: 403, company: 403, otherCompany: 403, admin: ok }),
  candidate: (ok = 200) => ({ anonymous: 401, candidate: ok, company: 403, otherCompany: 403, admin: 403 }),
  company: (ok = 200) => ({ anonymous: 401, candidate: 403, company: ok, otherCompany: ok, admin: 403 }),
  /** The owning company succeeds; another company is refused. */
  owningCompany: (ok = 200, other: number = 403) => ({ anonymous: 401, candidate: 403, company: ok, otherCompany: other, admin: 403 }),
} satisfies Record<string, (...args: never[]) => Record<MatrixRole, number>>;
