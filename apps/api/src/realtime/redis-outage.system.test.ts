import { createServer } from 'node:http';
import { createServer as createTcpServer, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createTestContext, signUp, type TestContext } from '../test/harness';
import { createSocketServer } from './socket-server';

// Nothing listens on port 1: every Redis command fails, as during an outage.
const redis = new Redis('redis://127.0.0.1:1', {
  maxRetriesPerRequest: 1,
  retryStrategy: () => 50,
});
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
  const [made] = await ctx.deps.notifications.notify({
    to: { userId: user.user.id },
    type: 'x',
    entityType: 'system',
    title: 'During outage',
    message: 'm',
  });
  await ctx.deps.notifications.notify({
    to: { audience: 'candidates' },
    type: 'x',
    entityType: 'system',
    title: 'During outage',
    message: 'm',
  });
  // Let the failed publishes settle: an unhandled rejection here fails the run (and would end a server).
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const listed = await ctx.http.get('/api/notifications').set(user.auth);
  expect(listed.body.items.some((n: { id: number }) => n.id === made!.id)).toBe(true);
  await io.close();
});

it('closing the server while Redis has not answered leaves no unhandled rejection behind', async () => {
  // A Redis that accepts connections and never answers: the adapter's subscriptions stay queued until
  // the server closes, and ioredis then rejects them with "Connection is closed".
  const held: Socket[] = [];
  const silent = createTcpServer((socket) => held.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const { port } = silent.address() as { port: number };
  const hung = new Redis({ host: '127.0.0.1', port, maxRetriesPerRequest: 1 });
  hung.on('error', () => {});
  const unhandled: unknown[] = [];
  const record = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', record);
  try {
    const io = await createSocketServer(createServer(ctx.app), ctx.deps, hung);
    // The client and the adapter's two duplicates connect at once; wait until all three reached the silent Redis.
    await expect.poll(() => held.length, { timeout: 5_000 }).toBe(3);
    await io.close();
    // The closed connections end once Redis lets them go; what was still queued on them is rejected then.
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(unhandled).toEqual([]);
  } finally {
    process.off('unhandledRejection', record);
    hung.disconnect();
    for (const socket of held) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  }
});
