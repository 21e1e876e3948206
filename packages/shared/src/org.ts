import { z } from 'zod';
import { CompanyName, Email, Password, PersonName } from './auth';
import { Locale } from './locale';
import { OrgRole } from './org-roles';

export const INVITATION_TTL_DAYS = 7;

export const OrgMember = z
  .object({
    id: z.number().int().describe('The member’s user id'),
    name: z.string(),
    email: z.string(),
    role: OrgRole,
    joinedAt: z.string(),
    /** The request’s own member. */
    isYou: z.boolean(),
  })
  .meta({ id: 'OrgMember' });
export type OrgMember = z.infer<typeof OrgMember>;

export const OrgMemberList = z.object({ items: z.array(OrgMember) }).meta({ id: 'OrgMemberList' });
export type OrgMemberList = z.infer<typeof OrgMemberList>;

/** An invitable role: the owner is made only by a transfer. */
export const InvitableRole = z.enum(['recruiter', 'interviewer']);

export const CreateInvitationRequest = z
  .object({
    email: Email,
    role: InvitableRole,
    /**
     * Replace a pending invitation to this address (a new link in `role`; the old link stops working). Without it,
     * an address already invited is refused with 409 INVITATION_PENDING, saying its role, so nothing changes quietly.
     */
    replacePending: z.boolean().optional(),
  })
  .meta({ id: 'CreateInvitationRequest' });
export type CreateInvitationRequest = z.infer<typeof CreateInvitationRequest>;

export const OrgInvitation = z
  .object({
    id: z.number().int(),
    email: z.string(),
    role: InvitableRole,
    invitedBy: z.string().nullable(),
    createdAt: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: 'OrgInvitation' });
export type OrgInvitation = z.infer<typeof OrgInvitation>;

/** The created (or re-sent) invitation. Its link goes only to the invited inbox (following it proves the address). */
export const CreatedInvitation = OrgInvitation.extend({}).meta({ id: 'CreatedInvitation' });
export type CreatedInvitation = z.infer<typeof CreatedInvitation>;

export const OrgInvitationList = z
  .object({ items: z.array(OrgInvitation) })
  .meta({ id: 'OrgInvitationList' });
export type OrgInvitationList = z.infer<typeof OrgInvitationList>;

export const InvitationToken = z.string().trim().min(20).max(200);

/** What the acceptance page shows before anyone signs in. */
export const InvitationPreview = z
  .object({
    organisation: z.string(),
    email: z.string(),
    role: InvitableRole,
    invitedBy: z.string().nullable(),
    expiresAt: z.string(),
  })
  .meta({ id: 'InvitationPreview' });
export type InvitationPreview = z.infer<typeof InvitationPreview>;

export const InvitationPreviewQuery = z.object({ token: InvitationToken });

/** With name and password: a new account for the invited address. With the token alone: the signed-in account joins. */
export const AcceptInvitationRequest = z
  .object({
    token: InvitationToken,
    name: PersonName.optional(),
    password: Password.optional(),
    locale: Locale.optional(),
  })
  .refine((body) => (body.name === undefined) === (body.password === undefined), {
    message:
      'Give both a name and a password for a new account, or neither to join with the account you are signed in with',
    path: ['password'],
  })
  .meta({ id: 'AcceptInvitationRequest' });
export type AcceptInvitationRequest = z.infer<typeof AcceptInvitationRequest>;

export const UpdateMemberRequest = z
  .object({ role: InvitableRole })
  .meta({ id: 'UpdateMemberRequest' });
export type UpdateMemberRequest = z.infer<typeof UpdateMemberRequest>;

/** The owner renames the organisation: public pages, feeds, share images and mail follow. */
export const RenameOrganisationRequest = z
  .object({ name: CompanyName })
  .meta({ id: 'RenameOrganisationRequest' });
export type RenameOrganisationRequest = z.infer<typeof RenameOrganisationRequest>;

export const OrganisationName = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** The careers page's address now (an earlier one redirects here). */
    careersSlug: z.string(),
  })
  .meta({ id: 'OrganisationName' });
export type OrganisationName = z.infer<typeof OrganisationName>;

export const TransferOwnershipRequest = z
  .object({ memberId: z.number().int().positive() })
  .meta({ id: 'TransferOwnershipRequest' });
export type TransferOwnershipRequest = z.infer<typeof TransferOwnershipRequest>;

export const JobInterviewersRequest = z
  .object({
    memberIds: z
      .array(z.number().int().positive())
      .max(50)
      .refine((ids) => new Set(ids).size === ids.length, 'Each member once'),
  })
  .meta({ id: 'JobInterviewersRequest' });
export type JobInterviewersRequest = z.infer<typeof JobInterviewersRequest>;

export const JobInterviewers = z
  .object({
    jobId: z.number().int(),
    members: z.array(z.object({ id: z.number().int(), name: z.string() })),
  })
  .meta({ id: 'JobInterviewers' });
export type JobInterviewers = z.infer<typeof JobInterviewers>;
