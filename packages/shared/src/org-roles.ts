import { z } from 'zod';
import { ORG_ROLES, type OrgRole as OrgRoleName } from './org-permissions';

export {
  ORG_PERMISSIONS,
  can,
  canInvite,
  seesOnlyAssignedJobs,
  type OrgPermission,
} from './org-permissions';

export const OrgRole = z.enum(ORG_ROLES);
export type OrgRole = OrgRoleName;

export const ORG_ROLE_LABELS: Record<OrgRole, string> = {
  owner: 'Owner',
  recruiter: 'Recruiter',
  interviewer: 'Interviewer',
};

export const ORG_ROLE_DESCRIPTIONS: Record<OrgRole, string> = {
  owner: 'Everything, including members, ownership transfer and deleting the organisation',
  recruiter:
    'Jobs, pipeline, pitches, messages, interviews, slots, promo, profile; invites interviewers',
  interviewer: 'Only the jobs they are assigned to: those applicants, scorecards and notes',
};

/** The organisation of a company member, in `/api/auth/me`. */
export const OrgMembership = z
  .object({
    id: z.number().int().describe('The organisation (the company’s id)'),
    name: z.string(),
    role: OrgRole,
  })
  .meta({ id: 'OrgMembership' });
export type OrgMembership = z.infer<typeof OrgMembership>;
