import { z } from 'zod';
import { escapeControlCharacters } from './control-characters';
import { pageOf } from './common';
import { COMPANY_PRIVACY_VERSION, PRIVACY_VERSION, TERMS_VERSION } from './constants';

export { COMPANY_PRIVACY_VERSION, PRIVACY_VERSION, TERMS_VERSION };

/** Policy dates shown on the legal pages (seeds §9). */
export const POLICY_DATES = {
  terms: '2025-07-21',
  privacy: '2025-07-21',
  companyTerms: '2025-07-22',
  companyPrivacy: '2025-07-22',
} as const;

/** The admin summaries' "Recent Consents" counts records of the last this many days. */
export const RECENT_CONSENT_DAYS = 7;
/** The admin view shows only the start of a browser's user agent. */
export const USER_AGENT_PREVIEW_LENGTH = 50;

export const CONSENT_TEXTS = {
  candidateSubmitting: 'Επεξεργασία...',
  // Cancelling the candidate consent signs out: asked first, never on a stray Escape.
  candidateCancel: 'Ακύρωση',
  candidateCancelTitle: 'Αποσύνδεση χωρίς συγκατάθεση;',
  candidateCancelBody:
    'Χωρίς τη συγκατάθεσή σας δεν μπορείτε να χρησιμοποιήσετε την περιοχή υποψηφίου. Θα αποσυνδεθείτε και θα επιστρέψετε στην αρχική σελίδα.',
  candidateCancelBack: 'Επιστροφή',
  candidateCancelConfirm: 'Αποσύνδεση',
  companyDialogTitle: 'Company Terms & Candidate Video Protection Agreement',
  companyRequiredTitle: 'Consent Required',
  companyRequiredBody: 'You must accept the terms to continue using the platform.',
  companyAcceptedTitle: 'Terms Accepted',
  companyAcceptedBody: 'Thank you for accepting our terms and privacy policy.',
  companyErrorTitle: 'Error',
  companyErrorBody: 'Failed to submit consent. Please try again.',
  adminGdprEmpty: 'No GDPR consent records found. Click "Load All Consents" to refresh.',
  adminCompanyEmpty: 'No company consent records found. Click "Load All Consents" to refresh.',
  adminLoadGdprFailed: 'Failed to load GDPR consents',
  adminLoadCompanyFailed: 'Failed to load company consents',
  loaded: (n: number) => `Loaded ${n} consent records`,
  exportStarted: 'Export Started',
  anonymous: 'Anonymous',
  notRecorded: 'Not recorded',
  candidateWithdrawn:
    'This candidate has withdrawn their consent: their pitch is no longer available.',
} as const;

/** A company whose latest decision withdrew its acceptance of the company terms (403). */
export const COMPANY_CONSENT_REQUIRED = 'COMPANY_CONSENT_REQUIRED';
/** A candidate whose latest decision withdrew their GDPR consent cannot be contacted from their pitch (409). */
export const CANDIDATE_CONSENT_WITHDRAWN = 'CANDIDATE_CONSENT_WITHDRAWN';

/**
 * The candidate's consent post. The seeds also send `email` and `consentTimestamp`: both are
 * accepted and ignored, because the session says who consents and the server's clock says when.
 */
export const CandidateConsentRequest = z
  .object({
    consentGiven: z.boolean(),
    email: z.string().max(254).optional(),
    consentTimestamp: z.string().max(64).optional(),
  })
  .meta({ id: 'CandidateConsentRequest' });
export type CandidateConsentRequest = z.infer<typeof CandidateConsentRequest>;

/**
 * The company's consent post. Identity fields the seeds send (companyId, companyName, companyEmail,
 * userAgent, ipAddress, sessionId) are taken from the session and the request instead.
 */
export const CompanyConsentRequest = z
  .object({
    termsVersion: z.string().max(20).optional(),
    privacyVersion: z.string().max(20).optional(),
  })
  .meta({ id: 'CompanyConsentRequest' });
export type CompanyConsentRequest = z.infer<typeof CompanyConsentRequest>;

/** One stored consent decision, as its owner sees it. */
export const ConsentRecord = z
  .object({
    id: z.number().int(),
    consentGiven: z.boolean(),
    consentTimestamp: z.string(),
    termsVersion: z.string(),
    privacyVersion: z.string(),
  })
  .meta({ id: 'ConsentRecord' });
export type ConsentRecord = z.infer<typeof ConsentRecord>;

/** What the candidate consent text names from this server's configuration: where videos go, who transcribes them. */
export const PitchProcessingDisclosure = z
  .object({
    /** Takeoff's own storage: the server's disk, or S3-compatible object storage. */
    videoStorage: z.enum(['server', 's3']),
    /** The object storage's host when videos are kept there (the operator's processor). */
    videoStorageHost: z.string().nullable(),
    /** The speech-to-text service (host and model); null when none is configured. */
    transcriptionService: z.string().nullable(),
  })
  .meta({ id: 'PitchProcessingDisclosure' });
export type PitchProcessingDisclosure = z.infer<typeof PitchProcessingDisclosure>;

/**
 * Whether the signed-in user must be asked for consent (latest record missing, a withdrawal, or a consent to an older
 * privacy version). Candidates also get what their consent text names from the server's configuration.
 */
export const ConsentStatus = z
  .object({
    required: z.boolean(),
    kind: z.enum(['candidate', 'company', 'none']),
    latest: ConsentRecord.nullable(),
    /** Candidates only (null for others). */
    processing: PitchProcessingDisclosure.nullable(),
  })
  .meta({ id: 'ConsentStatus' });
export type ConsentStatus = z.infer<typeof ConsentStatus>;

export const CompanyConsentStatus = z
  .object({ hasConsented: z.boolean(), latest: ConsentRecord.nullable() })
  .meta({ id: 'CompanyConsentStatus' });
export type CompanyConsentStatus = z.infer<typeof CompanyConsentStatus>;

/** A candidate consent record in the admin view (seeds 001 §entities). */
export const AdminGdprConsent = z
  .object({
    id: z.number().int(),
    candidateId: z.number().int().nullable(),
    candidateName: z.string().nullable(),
    candidateEmail: z.string(),
    consentGiven: z.boolean(),
    consentTimestamp: z.string(),
    ipAddress: z.string().nullable(),
    termsVersion: z.string(),
    privacyVersion: z.string(),
    loginSession: z.string().nullable(),
    userAgent: z.string().nullable(),
    accountDeletedAt: z.string().nullable(),
  })
  .meta({ id: 'AdminGdprConsent' });
export type AdminGdprConsent = z.infer<typeof AdminGdprConsent>;

export const GdprConsentSummary = z
  .object({
    totalConsents: z.number().int(),
    uniqueCandidates: z.number().int(),
    latestConsents: z.number().int(),
  })
  .meta({ id: 'GdprConsentSummary' });
export type GdprConsentSummary = z.infer<typeof GdprConsentSummary>;

export const AdminGdprConsentPage = pageOf(AdminGdprConsent)
  .extend({ summary: GdprConsentSummary })
  .meta({ id: 'AdminGdprConsentPage' });
export type AdminGdprConsentPage = z.infer<typeof AdminGdprConsentPage>;

export const AdminCompanyConsent = z
  .object({
    id: z.number().int(),
    companyId: z.number().int().nullable(),
    companyName: z.string().nullable(),
    companyEmail: z.string(),
    consentGiven: z.boolean(),
    consentTimestamp: z.string(),
    ipAddress: z.string().nullable(),
    userAgent: z.string().nullable(),
    sessionId: z.string().nullable(),
    termsVersion: z.string(),
    privacyVersion: z.string(),
    accountDeletedAt: z.string().nullable(),
  })
  .meta({ id: 'AdminCompanyConsent' });
export type AdminCompanyConsent = z.infer<typeof AdminCompanyConsent>;

export const AdminCompanyConsentPage = pageOf(AdminCompanyConsent).meta({
  id: 'AdminCompanyConsentPage',
});
export type AdminCompanyConsentPage = z.infer<typeof AdminCompanyConsentPage>;

export const CompanyConsentSummary = z
  .object({
    totalConsents: z.number().int(),
    uniqueCompanies: z.number().int(),
    latestConsents: z.number().int(),
  })
  .meta({ id: 'CompanyConsentSummary' });
export type CompanyConsentSummary = z.infer<typeof CompanyConsentSummary>;

export const ConsentExportFormat = z.enum(['csv', 'json']);
export const ConsentExportQuery = z.object({ format: ConsentExportFormat.default('json') });

/** Characters that make a spreadsheet treat a cell as a formula (CSV injection). */
const FORMULA_LEADING = new Set(['=', '+', '-', '@', '\t', '\r']);

/** Prefixes a quote to a cell a spreadsheet would run as a formula; other cells are unchanged. */
export function neutraliseFormula(value: string): string {
  return value.length > 0 && FORMULA_LEADING.has(value[0]!) ? `'${value}` : value;
}

/** The admin view's browser column: the first 50 characters, with an ellipsis when cut. */
export function previewUserAgent(userAgent: string | null): string | null {
  if (userAgent == null) return null;
  return userAgent.length > USER_AGENT_PREVIEW_LENGTH
    ? `${userAgent.slice(0, USER_AGENT_PREVIEW_LENGTH)}...`
    : userAgent;
}

/**
 * A consent is in force when the latest decision gave it (to the privacy version in force, when one is given); no
 * record, a withdrawal or a consent to an older text asks again.
 */
export function consentRequired(
  latest:
    (Pick<ConsentRecord, 'consentGiven'> & Partial<Pick<ConsentRecord, 'privacyVersion'>>) | null,
  privacyVersion?: string,
): boolean {
  if (!latest?.consentGiven) return true;
  return privacyVersion !== undefined && latest.privacyVersion !== privacyVersion;
}

/** Column order of the admin CSV export (server and client-side exports share it). */
export const GDPR_CSV_COLUMNS = [
  'id',
  'candidateName',
  'candidateEmail',
  'consentGiven',
  'consentTimestamp',
  'ipAddress',
  'termsVersion',
  'privacyVersion',
  'loginSession',
  'userAgent',
  'accountDeletedAt',
] as const satisfies readonly (keyof AdminGdprConsent)[];

export const COMPANY_CSV_COLUMNS = [
  'id',
  'companyId',
  'companyName',
  'companyEmail',
  'consentGiven',
  'consentTimestamp',
  'ipAddress',
  'userAgent',
  'sessionId',
  'termsVersion',
  'privacyVersion',
  'accountDeletedAt',
] as const satisfies readonly (keyof AdminCompanyConsent)[];

/**
 * Cells that must be quoted: a comma, quote, line break, or a semicolon (spreadsheets in locales that split on
 * `;` would cut the cell there), and a leading quote (a neutralised formula).
 */
export const CSV_QUOTED_CELL = /[",;\r\n]|^'/;

/**
 * One CSV cell: control characters written visibly (a record is one line), formula-leading text neutralised, then
 * quoted when CSV_QUOTED_CELL says so.
 */
export function csvCell(value: unknown): string {
  if (value == null) return '';
  const text = neutraliseFormula(escapeControlCharacters(String(value)));
  return CSV_QUOTED_CELL.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The client-side exports' CSV (the server streams its own with csv-stringify; both neutralise formulas). */
export function toCsv<T extends object>(
  rows: readonly T[],
  columns: readonly (keyof T & string)[],
): string {
  const lines = [columns.join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(row[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
