import { IdParams } from '@takeoff/shared/common';
import {
  CompleteScoreReviewRequest,
  RequestScoreReviewRequest,
  ScoreOverride,
  ScoreReview,
  ScoreReviewList,
  ScoreSettings,
  ScoreSettingsRequest,
  SetScoreOverrideRequest,
  WithdrawScoreOverrideRequest,
  WithdrawnScoreOverride,
} from '@takeoff/shared/score-reviews';
import type { ApiRouter } from '../../http/api-router';
import type { AppDeps } from '../../deps';
import * as reviews from './score-reviews.service';

/** People overrule automated scores (issue #41). */
export function registerScoreReviewRoutes(api: ApiRouter, deps: AppDeps) {
  const tags = ['score-reviews'];

  api.add({
    method: 'put',
    path: '/api/applications/:id/score-override',
    summary:
      'Set an automated score (mood or confidence) aside for an application with the member’s own level (1–5), ' +
      'wording and reason; replaces an earlier one for that score. Recorded in the audit log. Owners and recruiters, ' +
      'interviewers on their assigned jobs; another organisation’s application is 404.',
    tags,
    access: ['company'],
    orgPermission: 'applications.evaluate',
    params: IdParams,
    body: SetScoreOverrideRequest,
    response: ScoreOverride,
    handler: ({ user, params, body }) => reviews.setScoreOverride(deps, user, params.id, body),
  });

  api.add({
    method: 'post',
    path: '/api/applications/:id/score-override/withdraw',
    summary:
      'Withdraw the organisation’s judgement of one score for an application, with a reason: the automated score ' +
      'shows again. Recorded in the audit log (who, when, why, what was withdrawn). The same members who may set ' +
      'one; 409 NO_SCORE_OVERRIDE when that score has none; another organisation’s application is 404.',
    tags,
    access: ['company'],
    orgPermission: 'applications.evaluate',
    params: IdParams,
    body: WithdrawScoreOverrideRequest,
    response: WithdrawnScoreOverride,
    errors: [409],
    handler: ({ user, params, body }) => reviews.withdrawScoreOverride(deps, user, params.id, body),
  });

  api.add({
    method: 'get',
    path: '/api/org/score-settings',
    summary: 'Whether the organisation shows automated scores (default on)',
    tags,
    access: ['company'],
    orgPermission: 'applications.read',
    response: ScoreSettings,
    handler: ({ user }) => reviews.getScoreSettings(deps, user),
  });

  api.add({
    method: 'put',
    path: '/api/org/score-settings',
    summary:
      'Owner only: turn automated scores off (members then get no mood or confidence numbers in any payload) or on. Audited.',
    tags,
    access: ['company'],
    orgPermission: 'scores.configure',
    body: ScoreSettingsRequest,
    response: ScoreSettings,
    handler: ({ user, body }) => reviews.setScoreSettings(deps, user, body),
  });

  api.add({
    method: 'post',
    path: '/api/score-reviews',
    summary:
      'A candidate asks for a human review of their pitch’s automated scores (one open request at a time: 409 SCORE_REVIEW_OPEN; 409 NO_AUTOMATED_SCORES when there are none; 404 without a pitch)',
    tags,
    access: ['candidate'],
    body: RequestScoreReviewRequest,
    response: ScoreReview,
    status: 201,
    errors: [404, 409],
    handler: ({ user, body }) => reviews.requestScoreReview(deps, user, body),
  });

  api.add({
    method: 'get',
    path: '/api/score-reviews/mine',
    summary: 'The caller’s review requests, newest first (the last 20), with the reviewers’ notes',
    tags,
    access: ['candidate'],
    response: ScoreReviewList,
    handler: ({ user }) => reviews.myScoreReviews(deps, user),
  });

  api.add({
    method: 'post',
    path: '/api/score-reviews/:id/review',
    summary:
      'Mark an open review request reviewed with a note, as a member of an organisation that sees the pitch (404 otherwise; 409 SCORE_REVIEW_CLOSED when already reviewed). The candidate is notified in the app and by mail.',
    tags,
    access: ['company'],
    orgPermission: 'talent.browse',
    params: IdParams,
    body: CompleteScoreReviewRequest,
    response: ScoreReview,
    errors: [404, 409],
    handler: ({ user, params, body }) => reviews.completeScoreReview(deps, user, params.id, body),
  });
}
