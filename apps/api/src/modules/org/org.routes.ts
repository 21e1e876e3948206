import type { Request } from 'express';
import { IdParams } from '@takeoff/shared/common';
import { AuthResponse } from '@takeoff/shared/auth';
import { DeleteAccountRequest } from '@takeoff/shared/gdpr';
import {
  AcceptInvitationRequest,
  CreatedInvitation,
  CreateInvitationRequest,
  InvitationPreview,
  InvitationPreviewQuery,
  JobInterviewers,
  JobInterviewersRequest,
  OrgMember,
  OrgMemberList,
  OrgInvitationList,
  OrganisationName,
  RenameOrganisationRequest,
  TransferOwnershipRequest,
  UpdateMemberRequest,
} from '@takeoff/shared/org';
import { z } from 'zod';
import type { ApiRouter } from '../../http/api-router';
import { createRateLimit, ipKey } from '../../http/rate-limit';
import { clearSessionCookie, setSessionCookie } from '../../http/session';
import type { AppDeps } from '../../deps';
import {
  acceptInvitation,
  createInvitation,
  listInvitations,
  previewInvitation,
  revokeInvitation,
} from './invitations.service';
import { passwordCheckLimits } from '../auth/password-check-limit';
import { getJobInterviewers, setJobInterviewers } from './job-interviewers.service';
import {
  changeRole,
  deleteOrganisation,
  listMembers,
  removeMember,
  transferOwnership,
} from './members.service';
import { renameOrganisation } from './organisation-name.service';

const clientMeta = (req: Request) => ({
  userAgent: req.get('user-agent') ?? undefined,
  ip: req.ip ?? undefined,
});

/** Organisations: members, roles, invitations, ownership, and who interviews for a job (issue #17). */
export function registerOrgRoutes(api: ApiRouter, deps: AppDeps) {
  const tags = ['organisation'];
  const { config } = deps;
  const acceptsPerIp = createRateLimit({
    name: 'invitation-accept-ip',
    limit: config.AUTH_RATE_LIMIT_PER_IP,
    windowSeconds: config.AUTH_RATE_LIMIT_WINDOW_SECONDS,
    key: ipKey,
    redis: deps.redis,
    logger: deps.logger,
  });
  // Every invitation mails an address the inviter chose: a daily budget per organisation keeps it from mailing strangers in bulk.
  const invitationsPerOrg = createRateLimit({
    name: 'invitations-org',
    limit: config.INVITATIONS_PER_ORG_PER_DAY,
    windowSeconds: 86_400,
    key: (req) => (req.actor?.org ? String(req.actor.org.id) : undefined),
    redis: deps.redis,
    logger: deps.logger,
  });

  api.add({
    method: 'get',
    path: '/api/org/members',
    summary: "My organisation's members and their roles, the owner first",
    tags,
    access: ['company'],
    orgPermission: 'members.read',
    response: OrgMemberList,
    handler: ({ user }) => listMembers(deps, user),
  });

  api.add({
    method: 'patch',
    path: '/api/org/members/:id',
    summary:
      "Change a member's role between recruiter and interviewer (the owner changes only by a transfer)",
    tags,
    access: ['company'],
    orgPermission: 'members.manage',
    params: IdParams,
    body: UpdateMemberRequest,
    response: OrgMember,
    errors: [404, 409],
    handler: ({ user, params, body }) => changeRole(deps, user, params.id, body),
  });

  api.add({
    method: 'delete',
    path: '/api/org/members/:id',
    summary: 'Remove a member: their sessions end at once (the owner cannot be removed)',
    tags,
    access: ['company'],
    orgPermission: 'members.manage',
    params: IdParams,
    errors: [404, 409],
    handler: ({ user, params }) => removeMember(deps, user, params.id),
  });

  api.add({
    method: 'patch',
    path: '/api/org',
    summary:
      'Rename the organisation (the owner): its careers page, flights, feeds, share images and mail follow; the careers address moves to the new name and the old one redirects',
    tags,
    access: ['company'],
    orgPermission: 'members.manage',
    body: RenameOrganisationRequest,
    response: OrganisationName,
    handler: ({ user, body }) => renameOrganisation(deps, user, body),
  });

  api.add({
    method: 'post',
    path: '/api/org/transfer-ownership',
    summary: 'Hand ownership to another member; the owner becomes a recruiter',
    tags,
    access: ['company'],
    orgPermission: 'members.manage',
    body: TransferOwnershipRequest,
    response: OrgMemberList,
    errors: [404, 409],
    handler: ({ user, body }) => transferOwnership(deps, user, body),
  });

  api.add({
    method: 'post',
    path: '/api/org/delete',
    summary:
      'Delete the organisation (the owner, with their password): its company account and everything of it go, members stay without an organisation and are signed out',
    tags,
    access: ['company'],
    orgPermission: 'members.manage',
    before: passwordCheckLimits(deps),
    body: DeleteAccountRequest,
    errors: [403],
    handler: async ({ user, body, res }) => {
      await deleteOrganisation(deps, user, body.password);
      clearSessionCookie(res, config);
    },
  });

  api.add({
    method: 'get',
    path: '/api/org/invitations',
    summary: "My organisation's pending invitations, newest first",
    tags,
    access: ['company'],
    orgPermission: 'members.read',
    response: OrgInvitationList,
    handler: ({ user }) => listInvitations(deps, user),
  });

  api.add({
    method: 'post',
    path: '/api/org/invitations',
    summary:
      'Invite an address (the owner: recruiters and interviewers; a recruiter: interviewers). Mails the link to that address only (never in the answer), the same answer for every address; a pending invitation to the address is replaced only with replacePending (else 409 INVITATION_PENDING with its role). A daily budget per organisation (429 past it)',
    tags,
    access: ['company'],
    orgPermission: 'members.invite',
    before: [invitationsPerOrg],
    body: CreateInvitationRequest,
    response: CreatedInvitation,
    status: 201,
    errors: [409],
    handler: ({ user, body }) => createInvitation(deps, user, body),
  });

  api.add({
    method: 'delete',
    path: '/api/org/invitations/:id',
    summary: 'Revoke a pending invitation: its link stops working',
    tags,
    access: ['company'],
    orgPermission: 'members.invite',
    params: IdParams,
    errors: [404],
    handler: ({ user, params }) => revokeInvitation(deps, user, params.id),
  });

  api.add({
    method: 'get',
    path: '/api/org/invitations/preview',
    summary:
      'Whose invitation a link is, for which address and role (the acceptance page, before signing in)',
    tags,
    access: 'public',
    query: InvitationPreviewQuery,
    response: InvitationPreview,
    handler: ({ query }) => previewInvitation(deps, query.token),
  });

  api.add({
    method: 'post',
    path: '/api/org/invitations/accept',
    summary:
      'Accept an invitation: with a name and a password, a new account for the invited address, signed in; with the token alone, the signed-in company account in no organisation joins',
    tags,
    access: 'public',
    before: [acceptsPerIp],
    body: AcceptInvitationRequest,
    response: AuthResponse.extend({ token: z.string().nullable() }),
    status: 201,
    errors: [401, 409],
    handler: async ({ actor, body, req, res }) => {
      const { user, session } = await acceptInvitation(deps, actor, body, clientMeta(req));
      if (session) setSessionCookie(res, config, session.token, session.expiresAt);
      return { user, token: session?.token ?? null };
    },
  });

  api.add({
    method: 'get',
    path: '/api/jobs/:id/interviewers',
    summary: 'Who interviews for my job (owners and recruiters)',
    tags,
    access: ['company'],
    params: IdParams,
    response: JobInterviewers,
    handler: ({ user, params }) => getJobInterviewers(deps, user, params.id),
  });

  api.add({
    method: 'put',
    path: '/api/jobs/:id/interviewers',
    summary: "Assign my organisation's interviewers to my job (the list replaces the previous one)",
    tags,
    access: ['company'],
    orgPermission: 'jobs.manage',
    params: IdParams,
    body: JobInterviewersRequest,
    response: JobInterviewers,
    handler: ({ user, params, body }) => setJobInterviewers(deps, user, params.id, body),
  });
}
