import { CandidateStats } from '@takeoff/shared/dashboards';
import type { ApiRouter } from '../../http/api-router';
import type { AppDeps } from '../../deps';
import { candidateStats } from './dashboards.service';

export function registerDashboardRoutes(api: ApiRouter, deps: AppDeps) {
  api.add({
    method: 'get',
    path: '/api/candidates/me/stats',
    summary:
      "The candidate overview's figures: applications, interviews, saved jobs, profile views",
    tags: ['dashboards'],
    access: ['candidate'],
    response: CandidateStats,
    handler: ({ user }) => candidateStats(deps, user),
  });
}
