import { z } from 'zod';
import type { ApiRouter } from '../../http/api-router';
import type { AppDeps } from '../../deps';
import { pingDatabase } from '../../db/client';

const Health = z.object({ status: z.literal('ok') }).meta({ id: 'Health' });

export function registerHealthRoutes(api: ApiRouter, deps: AppDeps) {
  api.add({
    method: 'get',
    path: '/api/health',
    summary: 'Liveness and database reachability',
    tags: ['health'],
    access: 'public',
    response: Health,
    handler: async () => {
      await pingDatabase(deps.database);
      return { status: 'ok' as const };
    },
  });
}
