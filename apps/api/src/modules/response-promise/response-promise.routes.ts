import { IdParams } from '@takeoff/shared/common';
import {
  ApplicationTimeline,
  RejectApplicationRequest,
  RejectedApplication,
  ResponsePromiseSettings,
  ResponseRecord,
  UpdateResponsePromiseRequest,
  ViewedResponse,
} from '@takeoff/shared/response-promise';
import type { ApiRouter } from '../../http/api-router';
import type { AppDeps } from '../../deps';
import {
  getSettings,
  markViewed,
  rejectApplication,
  timeline,
  updateSettings,
} from './response-promise.service';
import { getResponseRecord } from './response-record.service';

/** Issue #41, "every application gets an answer": the promise, its clock, kind closure and the public record. */
export function registerResponsePromiseRoutes(api: ApiRouter, deps: AppDeps) {
  const tags = ['response promise'];

  api.add({
    method: 'get',
    path: '/api/org/response-promise',
    summary: "My organisation's response promise (days to a first answer) and its closing texts",
    tags,
    access: ['company'],
    response: ResponsePromiseSettings,
    handler: ({ user }) => getSettings(deps, user),
  });

  api.add({
    method: 'put',
    path: '/api/org/response-promise',
    summary:
      'Set the response promise (3–30 days; the owner) and the closing text per language (null: the default); applications already sent keep their due time',
    tags,
    access: ['company'],
    orgPermission: 'members.manage',
    body: UpdateResponsePromiseRequest,
    response: ResponsePromiseSettings,
    handler: ({ user, body }) => updateSettings(deps, user, body),
  });

  api.add({
    method: 'get',
    path: '/api/applications/:id/timeline',
    summary:
      'My application over time: applied, first viewed by the company, each stage, the first answer, and the days left of the promise',
    tags,
    access: ['candidate'],
    params: IdParams,
    response: ApplicationTimeline,
    handler: ({ user, params }) => timeline(deps, user, params.id),
  });

  api.add({
    method: 'post',
    path: '/api/applications/:id/viewed',
    summary:
      'A member opened the application: the first time is kept for the candidate’s timeline (later calls change nothing)',
    tags,
    access: ['company'],
    orgPermission: 'applications.read',
    params: IdParams,
    response: ViewedResponse,
    handler: ({ user, params }) => markViewed(deps, user, params.id),
  });

  api.add({
    method: 'post',
    path: '/api/applications/:id/reject',
    summary:
      'Reject an application: the candidate gets the organisation’s closing text in their language with an optional personal note; keep them in the talent pool or not',
    tags,
    access: ['company'],
    orgPermission: 'pipeline.move',
    params: IdParams,
    body: RejectApplicationRequest,
    response: RejectedApplication,
    errors: [409],
    handler: ({ user, params, body }) => rejectApplication(deps, user, params.id, body),
  });

  api.add({
    method: 'get',
    path: '/api/companies/:id/response-record',
    summary:
      "A company's answer record over the last 90 days (share answered within its promise, median days to a first answer); figures only from 10 applications",
    tags,
    access: 'public',
    params: IdParams,
    response: ResponseRecord,
    handler: ({ params }) => getResponseRecord(deps, params.id),
  });
}
