import { JoinWaitlistRequest, WaitlistStatus } from '@takeoff/shared/waitlist';
import type { ApiRouter } from '../../http/api-router';
import type { AppDeps } from '../../deps';
import { getWaitlistStatus, joinWaitlist } from './waitlist.service';

export function registerWaitlistRoutes(api: ApiRouter, deps: AppDeps) {
  api.add({
    method: 'post',
    path: '/api/professional-development/waitlist',
    summary: 'Join the professional-development early-access waitlist (once per user)',
    tags: ['waitlist'],
    access: ['candidate'],
    body: JoinWaitlistRequest,
    response: WaitlistStatus,
    handler: ({ user }) => joinWaitlist(deps, user),
  });

  api.add({
    method: 'get',
    path: '/api/professional-development/waitlist/me',
    summary: 'Whether I joined the waitlist',
    tags: ['waitlist'],
    access: ['candidate'],
    response: WaitlistStatus,
    handler: ({ user }) => getWaitlistStatus(deps, user),
  });
}
