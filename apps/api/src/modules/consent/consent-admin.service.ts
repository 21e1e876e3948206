import type { Writable } from 'node:stream';
import { desc, lt, sql } from 'drizzle-orm';
import { stringify } from 'csv-stringify';
import {
  CSV_QUOTED_CELL,
  GDPR_CSV_COLUMNS,
  neutraliseFormula,
  RECENT_CONSENT_DAYS,
  type AdminCompanyConsent,
  type AdminGdprConsent,
  type AdminGdprConsentPage,
  type CompanyConsentSummary,
  type GdprConsentSummary,
} from '@takeoff/shared/consent';
import type { PageQuery } from '@takeoff/shared/common';
import { escapeControlCharacters } from '@takeoff/shared/plain-text';
import type { AppDeps } from '../../deps';
import { candidateConsents, companyConsents } from '../../db/schema/consent';
import { decodeIdCursor, encodeIdCursor } from '../../http/cursor';
import type { ConsentTable } from './consent.service';

type ConsentRow = typeof candidateConsents.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toAdminGdprConsent(row: ConsentRow): AdminGdprConsent {
  return {
    id: row.id,
    candidateId: row.userId,
    candidateName: row.name,
    candidateEmail: row.email,
    consentGiven: row.consentGiven,
    consentTimestamp: row.consentTimestamp.toISOString(),
    ipAddress: row.ipAddress,
    termsVersion: row.termsVersion,
    privacyVersion: row.privacyVersion,
    loginSession: row.sessionId,
    userAgent: row.userAgent,
    accountDeletedAt: iso(row.accountDeletedAt),
  };
}

export function toAdminCompanyConsent(row: ConsentRow): AdminCompanyConsent {
  return {
    id: row.id,
    companyId: row.userId,
    companyName: row.name,
    companyEmail: row.email,
    consentGiven: row.consentGiven,
    consentTimestamp: row.consentTimestamp.toISOString(),
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    sessionId: row.sessionId,
    termsVersion: row.termsVersion,
    privacyVersion: row.privacyVersion,
    accountDeletedAt: iso(row.accountDeletedAt),
  };
}

/** Newest first, keyset on id. */
async function pageRows(deps: AppDeps, table: ConsentTable, page: PageQuery) {
  const after = page.cursor ? decodeIdCursor(page.cursor) : null;
  const rows = await deps.db
    .select()
    .from(table)
    .where(after == null ? undefined : lt(table.id, after))
    .orderBy(desc(table.id))
    .limit(page.limit + 1);
  const more = rows.length > page.limit;
  const items = more ? rows.slice(0, page.limit) : rows;
  return { items, nextCursor: more ? encodeIdCursor(items[items.length - 1]!.id) : null };
}

async function summarise(deps: AppDeps, table: ConsentTable) {
  const since = new Date(Date.now() - RECENT_CONSENT_DAYS * 86_400_000);
  const [row] = await deps.db
    .select({
      total: sql<number>`count(*)::int`,
      unique: sql<number>`count(distinct lower(${table.email}))::int`,
      recent: sql<number>`(count(*) filter (where ${table.consentTimestamp} >= ${since}))::int`,
    })
    .from(table);
  return { total: row?.total ?? 0, unique: row?.unique ?? 0, recent: row?.recent ?? 0 };
}

export async function gdprConsentSummary(deps: AppDeps): Promise<GdprConsentSummary> {
  const s = await summarise(deps, candidateConsents);
  return { totalConsents: s.total, uniqueCandidates: s.unique, latestConsents: s.recent };
}

export async function companyConsentSummary(deps: AppDeps): Promise<CompanyConsentSummary> {
  const s = await summarise(deps, companyConsents);
  return { totalConsents: s.total, uniqueCompanies: s.unique, latestConsents: s.recent };
}

export async function listGdprConsents(
  deps: AppDeps,
  page: PageQuery,
): Promise<AdminGdprConsentPage> {
  const [result, summary] = await Promise.all([
    pageRows(deps, candidateConsents, page),
    gdprConsentSummary(deps),
  ]);
  return { items: result.items.map(toAdminGdprConsent), nextCursor: result.nextCursor, summary };
}

export async function listCompanyConsents(deps: AppDeps, page: PageQuery) {
  const result = await pageRows(deps, companyConsents, page);
  return { items: result.items.map(toAdminCompanyConsent), nextCursor: result.nextCursor };
}

const EXPORT_BATCH = 500;

/** Every candidate consent record, newest first, read in batches so memory stays flat. */
async function* allGdprConsents(deps: AppDeps): AsyncGenerator<AdminGdprConsent> {
  let cursor: string | undefined;
  do {
    const page = await pageRows(deps, candidateConsents, { limit: EXPORT_BATCH, cursor });
    for (const row of page.items) yield toAdminGdprConsent(row);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

const cell = (value: unknown) =>
  value == null ? '' : neutraliseFormula(escapeControlCharacters(String(value)));

/**
 * Streams the CSV export: control characters are written visibly (one record a line), csv-stringify quotes commas,
 * quotes and semicolons; formula cells get a leading quote.
 */
export async function writeGdprCsv(deps: AppDeps, out: Writable) {
  const csv = stringify({
    header: true,
    columns: [...GDPR_CSV_COLUMNS],
    quoted_match: CSV_QUOTED_CELL,
  });
  csv.pipe(out);
  for await (const record of allGdprConsents(deps)) {
    const row = Object.fromEntries(GDPR_CSV_COLUMNS.map((c) => [c, cell(record[c])]));
    if (!csv.write(row)) await new Promise((resolve) => csv.once('drain', resolve));
  }
  await new Promise<void>((resolve, reject) => {
    out.once('finish', resolve);
    out.once('error', reject);
    csv.end();
  });
}

/** Streams the JSON export as one array without holding it all in memory. */
export async function writeGdprJson(deps: AppDeps, out: Writable) {
  out.write('[');
  let first = true;
  for await (const record of allGdprConsents(deps)) {
    const ok = out.write(`${first ? '' : ','}\n${JSON.stringify(record)}`);
    first = false;
    if (!ok) await new Promise((resolve) => out.once('drain', resolve));
  }
  await new Promise<void>((resolve) => out.end('\n]\n', () => resolve()));
}
