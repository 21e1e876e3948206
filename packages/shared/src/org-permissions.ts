/**
 * A company is an organisation with members. The one table of what each role may do, read by the API's router
 * (the rule) and by the SPA (which offers only what the member may use). Without zod: the SPA's first download
 * (navigation, guards) reads it; `org-roles.ts` adds the schemas.
 */
export const ORG_ROLES = ['owner', 'recruiter', 'interviewer'] as const;
export type OrgRole = (typeof ORG_ROLES)[number];

export const ORG_PERMISSIONS = {
  /** What a company route allows unless it names another permission: a company's everyday work. */
  'company.work': ['owner', 'recruiter'],
  /** Post, edit and close jobs; their videos and interviewers. */
  'jobs.manage': ['owner', 'recruiter'],
  /** Move applications between stages. */
  'pipeline.move': ['owner', 'recruiter'],
  /** The pitches grid, Top Talent and candidate ratings. */
  'talent.browse': ['owner', 'recruiter'],
  /** Message candidates. */
  'messages.send': ['owner', 'recruiter'],
  /** Schedule, move and cancel interviews; open slots and answer join requests. */
  'interviews.manage': ['owner', 'recruiter'],
  /** Company profile, promo, careers page. */
  'profile.manage': ['owner', 'recruiter'],
  /** Read applications and interviews (an interviewer only those of the jobs they are assigned to). */
  'applications.read': ['owner', 'recruiter', 'interviewer'],
  /** Write scorecards and notes about applicants (an interviewer only for their jobs). */
  'applications.evaluate': ['owner', 'recruiter', 'interviewer'],
  /** See the members and pending invitations. */
  'members.read': ['owner', 'recruiter'],
  /** Invite interviewers (a recruiter may), or anyone (the owner: see canInvite). */
  'members.invite': ['owner', 'recruiter'],
  /** Change roles, remove members, transfer ownership, delete the organisation. */
  'members.manage': ['owner'],
  /** Turn the organisation's automated scores (mood, confidence) on or off: the owner decides (issue #41). */
  'scores.configure': ['owner'],
} as const satisfies Record<string, readonly OrgRole[]>;
export type OrgPermission = keyof typeof ORG_PERMISSIONS;

export const can = (role: OrgRole | null | undefined, permission: OrgPermission): boolean =>
  role != null && (ORG_PERMISSIONS[permission] as readonly OrgRole[]).includes(role);

/** Which roles a member may invite: the owner recruiters and interviewers, a recruiter interviewers only. */
export const canInvite = (inviter: OrgRole | null | undefined, role: OrgRole): boolean =>
  role !== 'owner' && (inviter === 'owner' || (inviter === 'recruiter' && role === 'interviewer'));

/** An interviewer sees only the jobs they are assigned to. */
export const seesOnlyAssignedJobs = (role: OrgRole | null | undefined) => role === 'interviewer';
