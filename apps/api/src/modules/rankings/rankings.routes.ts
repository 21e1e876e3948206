import { PublishCurrentResponse, TopEmployerList, TopTalentList } from '@takeoff/shared/rankings';
import type { ApiRouter } from '../../http/api-router';
import type { AppDeps } from '../../deps';
import { publishCurrentWeek, topEmployers, topTalents } from './rankings.service';

export function registerRankingRoutes(api: ApiRouter, deps: AppDeps) {
  const tags = ['rankings'];

  api.add({
    method: 'get',
    path: '/api/top-talents',
    summary:
      'Top Talent of the latest published week, in rank order, the first 100 places (names only for admins; others see "Candidate #…"). ' +
      'Candidates who withdrew their consent are not ranked in new publications and are left out of the list for everyone but admins (and themselves). ' +
      'A company that withdrew its terms gets 403 COMPANY_CONSENT_REQUIRED.',
    tags,
    access: 'authenticated',
    orgPermission: 'talent.browse',
    errors: [403],
    response: TopTalentList,
    handler: ({ user }) => topTalents(deps, user),
  });

  api.add({
    method: 'get',
    path: '/api/top-employers',
    summary: 'Top Employers of the latest published week, in rank order, the first 100 places',
    tags,
    access: 'authenticated',
    orgPermission: 'signed-in',
    response: TopEmployerList,
    handler: () => topEmployers(deps),
  });

  api.add({
    method: 'post',
    path: '/api/admin/rankings/publish-current',
    summary:
      'Publish the week in progress now (provisional: the Monday job replaces it with the complete week)',
    tags: [...tags, 'admin'],
    access: ['admin'],
    response: PublishCurrentResponse,
    handler: async () => ({ publications: await publishCurrentWeek(deps) }),
  });
}
