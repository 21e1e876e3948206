import { z } from 'zod';
import type { ApiRouter } from '../../http/api-router';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { pingDatabase } from '../../db/client';
import { migrationsPending } from './readiness';

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

  api.add({
    method: 'get',
    path: '/api/health/live',
    summary: 'The process answers (restart it when this fails)',
    tags: ['health'],
    access: 'public',
    response: Health,
    handler: () => ({ status: 'ok' as const }),
  });

  api.add({
    method: 'get',
    path: '/api/health/ready',
    summary:
      'Ready for traffic: database reachable and migrated, Redis reachable when configured, not shutting down (503 otherwise)',
    tags: ['health'],
    access: 'public',
    response: Health,
    errors: [503],
    handler: async () => {
      const problems: string[] = [];
      if (deps.lifecycle.shuttingDown) problems.push('shutting down');
      try {
        await pingDatabase(deps.database);
        if (await migrationsPending(deps.database)) problems.push('database not migrated');
      } catch {
        problems.push('database unreachable');
      }
      if (deps.redis) {
        try {
          await deps.redis.ping();
        } catch {
          problems.push('redis unreachable');
        }
      }
      if (problems.length)
        throw new AppError('NOT_READY', 503, `Not ready: ${problems.join(', ')}`);
      return { status: 'ok' as const };
    },
  });
}
