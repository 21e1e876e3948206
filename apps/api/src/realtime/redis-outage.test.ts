import { createServer } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createTestContext, signUp, type TestContext } from '../test/harness';
import { createSocketServer } from './socket-server';

// Nothing listens on port 1: every Redis command fails, as during an outage.
const redis = new Redis('redis://127.0.0.1:1', { maxRetriesPerRequest: 1, retryStrategy: () => 50 });
redis.on('error', () => {});
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => redis.disconnect());

it('a Redis outage loses pushes but never fails the write or crashes the server', async () => {
  const server = createServer(ctx.app);
  const io = await createSocketServer(server, ctx.deps, redis);
  const user = await signUp(ctx, 'candidate');
  const [made] = await ctx.deps.notifications.notify({ to: { userId: user.user.id }, type: 'x', entityType: 'system', title: 'During outage', message: 'm' });
  await ctx.deps.notifications.notify({ to: { audience: 'candidates' }, type: 'x', entityType: 'system', title: 'During outage', message: 'm' });
  // Let the failed publishes settle: an unhandled rejection here fails the run (and would end a server).
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const listed = await ctx.http.get('/api/notifications').set(user.auth);
  expect(listed.body.items.some((n: { id: number }) => n.id === made!.id)).toBe(true);
  await new Promise<void>((resolve) => io.close(() => resolve()));
});
