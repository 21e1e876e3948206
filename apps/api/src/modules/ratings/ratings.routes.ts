import {
  CreateRatingRequest,
  MyRating,
  Rating,
  RatingSummary,
  RatingTargetQuery,
} from '@takeoff/shared/ratings';
import type { ApiRouter } from '../../http/api-router';
import type { AppDeps } from '../../deps';
import { myRating, rate, summary } from './ratings.service';

export function registerRatingRoutes(api: ApiRouter, deps: AppDeps) {
  const tags = ['ratings'];

  api.add({
    method: 'post',
    path: '/api/ratings',
    summary:
      'Rate a candidate (as a company) or a company (as a candidate), 1–5 stars; a second rating replaces the first. ' +
      'A company that withdrew its terms gets 403 COMPANY_CONSENT_REQUIRED; a candidate who withdrew their consent cannot be rated (409 CANDIDATE_CONSENT_WITHDRAWN).',
    tags,
    access: ['company', 'candidate'],
    body: CreateRatingRequest,
    response: Rating,
    errors: [404, 409],
    handler: ({ user, body }) => rate(deps, user, body),
  });

  api.add({
    method: 'get',
    path: '/api/ratings/user',
    summary: 'My own rating of a target (null if none); only for users who may rate it',
    tags,
    access: ['company', 'candidate'],
    query: RatingTargetQuery,
    response: MyRating,
    errors: [404],
    handler: ({ user, query }) => myRating(deps, user, query),
  });

  api.add({
    method: 'get',
    path: '/api/ratings/target',
    summary:
      "A target's average rating (one decimal) and number of ratings. A candidate who withdrew their consent is 404 for all but " +
      'themself and admins; a company that withdrew its terms gets 403 COMPANY_CONSENT_REQUIRED for candidates.',
    tags,
    access: 'authenticated',
    orgPermission: 'talent.browse',
    query: RatingTargetQuery,
    response: RatingSummary,
    errors: [403, 404],
    handler: ({ user, query }) => summary(deps, user, query),
  });
}
