import { z } from 'zod';
import { PitchSource, PitchVideoState } from './pitch-videos';
import { UserRole } from './auth';
import { Id, IsoDateTime, PageQuery, pageOf } from './common';

/** The seeds' back-office numbers and texts both sides need. */
export const ADMIN_RECENT_USERS = 5;
export const ADMIN_JOB_CARD_SKILLS = 3;
export const REGISTRATION_CHART_WEEKS = 12;
export const BULK_DELETE_MAX = 500;
export const RECOVERY_CODE_COUNT = 10;
export const TOTP_ISSUER = 'Takeoff Admin';

export const ADMIN_TABS = [
  'Statistics',
  'User Management',
  'Job Management',
  'Candidate Pitches',
  'Company Promos',
  'Video Reorder',
  'GDPR Consents',
  'Company Consents',
] as const;

export const ADMIN_MESSAGES = {
  loginSuccess: 'Admin Login Successful',
  loginFailedTitle: 'Admin Login Failed',
  loginFailedFallback: 'Admin login failed',
  invalidPassword: 'Invalid password',
  totpRequired: 'Enter the 6-digit code from your authenticator app (or a recovery code)',
  totpInvalid: 'Invalid two-factor code',
  totpEnrolmentRequired: 'Set up two-factor authentication before using the back office',
  userDeleted: 'User Deleted',
  pitchDeleted: 'Pitch Deleted',
  promoDeleted: 'Company Promo Deleted',
  pitchesBulkDeleted: (n: number) => `${n} candidate pitches have been successfully deleted`,
  promosBulkDeleted: (n: number) => `${n} company promos have been successfully deleted`,
  orderUpdated: 'Video pitch order updated successfully',
  orderFailed: 'Failed to update order',
  orderFailedTitle: 'Failed to update pitch order',
  jobCreated: 'Job created successfully!',
  jobUpdated: 'Job updated successfully!',
  jobDeleted: 'Job deleted successfully!',
  deleteFailedTitle: 'Delete Failed',
  bulkDeleteFailedTitle: 'Bulk Delete Failed',
  cannotDeleteAdmin: 'Admin accounts cannot be deleted',
  notACompany: 'companyId must be a company account',
  unknownPitchIds: 'Every id in orderedIds must be an existing pitch',
  duplicatePitchIds: 'orderedIds must not repeat an id',
  confirmDeleteUser: (name: string) =>
    `Are you sure you want to delete ${name}? This action cannot be undone.`,
  confirmDeleteJob: (title: string) =>
    `Are you sure you want to delete "${title}"? This action cannot be undone. All applications and associated data will also be removed.`,
} as const;

/** What the login form prefills (the seeds prefill the configured admin address). */
export const AdminLoginDefaults = z
  .object({ email: z.string().nullable() })
  .meta({ id: 'AdminLoginDefaults' });
export type AdminLoginDefaults = z.infer<typeof AdminLoginDefaults>;

export const AdminUser = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    role: UserRole,
    subscriptionStatus: z.string().nullable(),
    /** Companies: whether an admin verified the organisation. */
    verified: z.boolean(),
    /** Whether the user confirmed their email address. */
    emailVerified: z.boolean(),
    /** Whether the account may no longer sign in (an admin removed from the configuration). */
    disabled: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof AdminUser>;
export const AdminUserPage = pageOf(AdminUser).meta({ id: 'AdminUserPage' });
export type AdminUserPage = z.infer<typeof AdminUserPage>;

/** The states User Management filters on: whether the address is confirmed, a company verified, an account disabled. */
export const ADMIN_USER_STATES = [
  'email_verified',
  'email_unverified',
  'company_verified',
  'company_unverified',
  'disabled',
] as const;
export const AdminUserState = z.enum(ADMIN_USER_STATES);
export type AdminUserState = z.infer<typeof AdminUserState>;
/** User Management's list: newest first a page at a time, narrowed by a search, a role and a state. */
export const AdminUserQuery = PageQuery.extend({
  /** Any part of the name or the email address, case-insensitive; empty = everyone. */
  q: z.string().trim().max(200).optional(),
  role: UserRole.optional(),
  state: AdminUserState.optional(),
}).meta({ id: 'AdminUserQuery' });
export type AdminUserQuery = z.infer<typeof AdminUserQuery>;

export const WeeklyRegistrations = z
  .object({ weekStart: z.string(), count: z.number().int() })
  .meta({ id: 'WeeklyRegistrations' });
export type WeeklyRegistrations = z.infer<typeof WeeklyRegistrations>;

export const AdminStats = z
  .object({
    totalUsers: z.number().int(),
    totalCompanies: z.number().int(),
    totalCandidates: z.number().int(),
    totalJobs: z.number().int(),
    activeJobs: z.number().int(),
    totalPitches: z.number().int(),
    activePitches: z.number().int(),
    totalApplications: z.number().int(),
    /** When the figures above (and the chart) were counted: a snapshot taken every five minutes. */
    figuresTakenAt: IsoDateTime,
    recentUsers: z.array(AdminUser),
    /** Oldest first, one entry per week (Monday, UTC) including empty weeks. */
    registrationsPerWeek: z.array(WeeklyRegistrations),
  })
  .meta({ id: 'AdminStats' });
export type AdminStats = z.infer<typeof AdminStats>;

/** The seeds' admin wire form of a pitch (snake_case on purpose: it is the contract). */
export const AdminPitch = z
  .object({
    id: z.number().int(),
    title: z.string(),
    skills: z.array(z.string()),
    is_active: z.boolean(),
    candidate_name: z.string().nullable(),
    created_at: z.string(),
    mood_score: z.number().nullable(),
    confidence_score: z.number().nullable(),
    /** The transcript is not in English: the scores are null because nothing was analysed, not because they are missing. */
    not_analysed: z.boolean(),
    video_url: z.string().nullable(),
    youtube_link: z.string().nullable(),
    thumbnail_url: z.string().nullable(),
    order_index: z.number().int().nullable(),
    /** youtube, or a Takeoff video (recorded, uploaded). */
    source: PitchSource,
    /** The live Takeoff video, and its length once processed. */
    video_id: z.number().int().nullable(),
    duration_seconds: z.number().nullable(),
    /** The candidate's newest video being processed (or failed) after the live one, else the live one's state. */
    processing_state: PitchVideoState.nullable(),
    /** The video that state is of (what "reprocess" runs on). */
    processing_video_id: z.number().int().nullable(),
  })
  .meta({ id: 'AdminPitch' });
export type AdminPitch = z.infer<typeof AdminPitch>;
export const AdminPitchPage = pageOf(AdminPitch).meta({ id: 'AdminPitchPage' });
export type AdminPitchPage = z.infer<typeof AdminPitchPage>;

export const AdminPromo = z
  .object({
    id: z.number().int(),
    company_name: z.string(),
    company_email: z.string(),
    updated_at: z.string(),
    video_url: z.string().nullable(),
    questions: z.array(z.string()),
  })
  .meta({ id: 'AdminPromo' });
export type AdminPromo = z.infer<typeof AdminPromo>;
export const AdminPromoPage = pageOf(AdminPromo).meta({ id: 'AdminPromoPage' });
export type AdminPromoPage = z.infer<typeof AdminPromoPage>;

/** Ids arrive as numbers or numeric strings (the seeds send strings). */
const IdList = z.array(Id).max(BULK_DELETE_MAX);
export const BulkDeletePitchesRequest = z
  .object({ pitchIds: IdList })
  .meta({ id: 'BulkDeletePitchesRequest' });
export const BulkDeletePromosRequest = z
  .object({ promoIds: IdList })
  .meta({ id: 'BulkDeletePromosRequest' });
export const BulkDeleteResponse = z
  .object({ deleted: z.number().int() })
  .meta({ id: 'BulkDeleteResponse' });
export type BulkDeleteResponse = z.infer<typeof BulkDeleteResponse>;

export const ReorderPitchesRequest = z
  .object({
    orderedIds: z
      .array(
        z
          .union([
            z
              .string()
              .regex(/^\d{1,10}$/)
              .transform(Number),
            z.number(),
          ])
          .pipe(z.number().int().positive().max(2_147_483_647)),
      )
      .max(10_000),
  })
  .meta({ id: 'ReorderPitchesRequest' });
export type ReorderPitchesRequest = z.input<typeof ReorderPitchesRequest>;
export const ReorderPitchesResponse = z
  .object({ updated: z.number().int() })
  .meta({ id: 'ReorderPitchesResponse' });

export const AdminCompany = z
  .object({ id: z.number().int(), name: z.string(), verified: z.boolean() })
  .meta({ id: 'AdminCompany' });
export const AdminCompanyPage = pageOf(AdminCompany).meta({ id: 'AdminCompanyPage' });
export type AdminCompanyPage = z.infer<typeof AdminCompanyPage>;

/** The job form's company picker: a page of a search, not the whole list. */
export const ADMIN_COMPANY_PAGE_LIMIT = 20;
export const ADMIN_COMPANY_PAGE_MAX = 50;
export const AdminCompanyQuery = z.object({
  /** Matches the start of the name or of any word in it, case-insensitive; empty = every company. */
  q: z.string().trim().max(200).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(ADMIN_COMPANY_PAGE_MAX)
    .default(ADMIN_COMPANY_PAGE_LIMIT),
  // The cursor carries the last name (up to 120 characters, any script), so it is longer than an id cursor.
  cursor: z.string().max(1_000).optional(),
});
export type AdminCompanyQuery = z.infer<typeof AdminCompanyQuery>;

/**
 * An admin's decision on a company's verified mark, taken after checking that the organisation is who its name
 * says (its email domain matches its website, a registry entry…). Only verified companies show the mark.
 */
export const CompanyVerificationRequest = z
  .object({ verified: z.boolean() })
  .meta({ id: 'CompanyVerificationRequest' });
export type CompanyVerificationRequest = z.infer<typeof CompanyVerificationRequest>;
export type AdminCompany = z.infer<typeof AdminCompany>;

/** Every action the audit log records, in the order the filter lists them (the interface names each in words). */
export const AUDIT_ACTIONS = [
  'admin.sign_in',
  'admin.sign_in_code_requested',
  'admin.sign_in_failed',
  'totp.enroll',
  'totp.activate',
  'totp.disable',
  'user.delete',
  'company.verify',
  'company.unverify',
  'job.create',
  'job.update',
  'job.delete',
  'pitch.delete',
  'pitch.bulk_delete',
  'pitch.reorder',
  'promo.delete',
  'promo.bulk_delete',
  'consent.export',
  'background_job.retry',
  'scheduled_job.run',
  // Organisation members' acts on automated scores (issue #41): actor kind 'member'.
  'score.override',
  'score.override_withdraw',
  'score.review_complete',
  'score.settings_change',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
/**
 * Who an entry's actor is: a signed-in `admin`; a `visitor` (a refused sign-in, before anyone was signed in); or an
 * admin whose account has since been deleted (`deleted_admin`); an organisation `member` (score overrides, issue #41).
 */
export const AuditActorKind = z.enum(['admin', 'visitor', 'deleted_admin', 'member']);
/** Entries an organisation member writes (not an admin): the admin log names them as members. */
export const MEMBER_AUDIT_ACTIONS: readonly string[] = [
  'score.override',
  'score.override_withdraw',
  'score.review_complete',
  'score.settings_change',
] satisfies AuditAction[];
export type AuditActorKind = z.infer<typeof AuditActorKind>;

/** The audit log a page at a time, narrowed by actor (an admin's id), action and a range of days (UTC, inclusive). */
export const AuditQuery = PageQuery.extend({
  actorId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
}).meta({ id: 'AuditQuery' });
export type AuditQuery = z.infer<typeof AuditQuery>;

export const AuditEntry = z
  .object({
    id: z.number().int(),
    adminId: z.number().int().nullable(),
    adminEmail: z.string().nullable(),
    actorKind: AuditActorKind,
    action: z.string(),
    targetType: z.string(),
    targetId: z.string().nullable(),
    /** A user target's current address (null once the account is gone, or for other targets). */
    targetEmail: z.string().nullable(),
    details: z.record(z.string(), z.unknown()).nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditPage = pageOf(AuditEntry).meta({ id: 'AuditPage' });
export type AuditPage = z.infer<typeof AuditPage>;

export const TotpStatus = z
  .object({
    enabled: z.boolean(),
    recoveryCodesLeft: z.number().int(),
    /** Whether the back office stays closed until two-factor is set up (production); otherwise it is offered. */
    required: z.boolean(),
  })
  .meta({ id: 'TotpStatus' });
export type TotpStatus = z.infer<typeof TotpStatus>;
export const TotpEnrollResponse = z
  .object({ otpauthUri: z.string(), qrCodeDataUrl: z.string(), secret: z.string() })
  .meta({ id: 'TotpEnrollResponse' });
export type TotpEnrollResponse = z.infer<typeof TotpEnrollResponse>;
/** A 6-digit TOTP code, or a recovery code where the endpoint allows one. */
export const TotpCode = z.string().trim().min(6).max(32);
export const TotpCodeRequest = z.object({ code: TotpCode }).meta({ id: 'TotpCodeRequest' });
export type TotpCodeRequest = z.infer<typeof TotpCodeRequest>;
export const TotpActivateResponse = z
  .object({ recoveryCodes: z.array(z.string()) })
  .meta({ id: 'TotpActivateResponse' });
export type TotpActivateResponse = z.infer<typeof TotpActivateResponse>;

/** Background work (scheduled jobs, mail) as the back office sees it: failed jobs with their error, and a retry. */
export const BackgroundJobState = z.enum([
  'failed',
  'retry',
  'active',
  'created',
  'completed',
  'cancelled',
]);
export const BackgroundJobsQuery = z
  .object({ state: BackgroundJobState.default('failed') })
  .meta({ id: 'BackgroundJobsQuery' });
export const BackgroundJob = z
  .object({
    id: z.string(),
    queue: z.string(),
    state: z.string(),
    error: z.string().nullable(),
    retryCount: z.number().int(),
    createdAt: z.string(),
    completedAt: z.string().nullable(),
  })
  .meta({ id: 'BackgroundJob' });
export type BackgroundJob = z.infer<typeof BackgroundJob>;
export const BackgroundJobList = z
  .object({ items: z.array(BackgroundJob) })
  .meta({ id: 'BackgroundJobList' });
export type BackgroundJobList = z.infer<typeof BackgroundJobList>;
export const BackgroundJobParams = z.object({ id: z.uuid() });

/** A scheduled job (the server's cron table): the back office runs one now, outside its schedule. */
export const ScheduledJob = z
  .object({
    name: z.string(),
    /** Cron pattern, in `timezone`. */
    pattern: z.string(),
    timezone: z.string(),
  })
  .meta({ id: 'ScheduledJob' });
export type ScheduledJob = z.infer<typeof ScheduledJob>;
export const ScheduledJobList = z
  .object({ items: z.array(ScheduledJob) })
  .meta({ id: 'ScheduledJobList' });
export type ScheduledJobList = z.infer<typeof ScheduledJobList>;
export const ScheduledJobParams = z.object({
  name: z
    .string()
    .max(64)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a scheduled job’s name')
    .describe('A scheduled job’s name, as GET /api/admin/scheduled-jobs lists it'),
});
export const ScheduledJobRun = z
  .object({ id: z.string(), queue: z.string(), state: z.literal('created') })
  .meta({ id: 'ScheduledJobRun' });
export type ScheduledJobRun = z.infer<typeof ScheduledJobRun>;
