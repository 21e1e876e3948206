import { IdParams } from '@takeoff/shared/common';
import {
  Scorecard,
  ScorecardCriteria,
  ScorecardCriteriaRequest,
  ScorecardInput,
  ScorecardRequestInput,
  ScorecardSummary,
  ScorecardSummaryQuery,
} from '@takeoff/shared/scorecards';
import type { ApiRouter } from '../../http/api-router';
import type { AppDeps } from '../../deps';
import {
  getCriteria,
  getScorecards,
  requestScorecard,
  setCriteria,
  submitScorecard,
  updateScorecard,
} from './scorecards.service';

/** Independent, structured scorecards per application (issue #17). */
export function registerScorecardRoutes(api: ApiRouter, deps: AppDeps) {
  const tags = ['scorecards'];

  api.add({
    method: 'get',
    path: '/api/jobs/:id/scorecard-criteria',
    summary: "A job's scorecard criteria (the default set until the job's own are saved)",
    tags,
    access: ['company'],
    orgPermission: 'applications.read',
    params: IdParams,
    response: ScorecardCriteria,
    handler: ({ user, params }) => getCriteria(deps, user, params.id),
  });

  api.add({
    method: 'put',
    path: '/api/jobs/:id/scorecard-criteria',
    summary:
      "Set a job's 3–8 scorecard criteria (a criterion sent back with its id keeps the scores given on it)",
    tags,
    access: ['company'],
    orgPermission: 'jobs.manage',
    params: IdParams,
    body: ScorecardCriteriaRequest,
    response: ScorecardCriteria,
    handler: ({ user, params, body }) => setCriteria(deps, user, params.id, body),
  });

  api.add({
    method: 'get',
    path: '/api/applications/:id/scorecards',
    summary:
      "An application's scorecards: mine, and the others with their aggregate once I submitted mine (owners and recruiters may read them first with reveal=true)",
    tags,
    access: ['company'],
    orgPermission: 'applications.evaluate',
    params: IdParams,
    query: ScorecardSummaryQuery,
    response: ScorecardSummary,
    handler: ({ user, params, query }) =>
      getScorecards(deps, user, params.id, query.reveal === 'true'),
  });

  api.add({
    method: 'post',
    path: '/api/applications/:id/scorecards',
    summary:
      'Submit my scorecard: every criterion scored 1–4 and a recommendation (once; 409 when I already did)',
    tags,
    access: ['company'],
    orgPermission: 'applications.evaluate',
    params: IdParams,
    body: ScorecardInput,
    response: Scorecard,
    status: 201,
    errors: [409],
    handler: ({ user, params, body }) => submitScorecard(deps, user, params.id, body),
  });

  api.add({
    method: 'put',
    path: '/api/applications/:id/scorecards/mine',
    summary: 'Edit my submitted scorecard',
    tags,
    access: ['company'],
    orgPermission: 'applications.evaluate',
    params: IdParams,
    body: ScorecardInput,
    response: Scorecard,
    handler: ({ user, params, body }) => updateScorecard(deps, user, params.id, body),
  });

  api.add({
    method: 'post',
    path: '/api/applications/:id/scorecard-requests',
    summary: 'Ask a member for their scorecard on an application (in-app notification and mail)',
    tags,
    access: ['company'],
    params: IdParams,
    body: ScorecardRequestInput,
    status: 204,
    errors: [404, 409],
    handler: ({ user, params, body }) => requestScorecard(deps, user, params.id, body),
  });
}
