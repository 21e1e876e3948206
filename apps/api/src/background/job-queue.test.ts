import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { testDatabase } from '../test/harness';
import { JobQueue } from './job-queue';

let database: DatabaseHandle;
const queues: JobQueue[] = [];
const names = Array.from(
  { length: 6 },
  (_, i) => `created-together-${randomUUID().slice(0, 8)}-${i}`,
);

beforeAll(async () => {
  database = await testDatabase();
});

afterAll(async () => {
  for (const queue of queues) await queue.stop();
  await database.query('delete from pgboss.job where name = any($1)', [names]);
  for (const name of names) await database.query('select pgboss.delete_queue($1)', [name]);
});

// Creating a queue adds a partition to pg-boss's job table. Two instances starting on a new database create the
// same queues at once; without taking turns, PostgreSQL answered one of them "deadlock detected".
it('two instances creating the same new queues at once both start, and each queue exists once', async () => {
  for (let i = 0; i < 2; i++) {
    const queue = new JobQueue(database, { supervise: false, schedule: false });
    await queue.start();
    queues.push(queue);
  }
  const policy = { retryLimit: 2, retryDelaySeconds: 5 };
  await Promise.all(
    queues.map((queue) => Promise.all(names.map((name) => queue.ensureQueue(name, policy)))),
  );
  const rows = await database.query<{ name: string; retry_limit: number }>(
    'select name, retry_limit from pgboss.queue where name = any($1) order by name',
    [names],
  );
  expect(rows).toEqual([...names].sort().map((name) => ({ name, retry_limit: 2 })));
});

it('a job sent inside a transaction exists only if the transaction commits, with the data it was sent with', async () => {
  const queue = queues[0]!;
  const name = names[0]!;
  const jobsWith = (marker: string) =>
    database.query<{ data: { marker: string; list: string[] } }>(
      "select data from pgboss.job where name = $1 and data->>'marker' = $2",
      [name, marker],
    );
  await expect(
    database.db.transaction(async (tx) => {
      await queue.send(name, { marker: 'undone', list: ['a'] }, { exec: tx });
      throw new Error('roll back');
    }),
  ).rejects.toThrow('roll back');
  expect(await jobsWith('undone')).toHaveLength(0);
  await database.db.transaction(async (tx) => {
    await queue.send(name, { marker: 'kept $1', list: ['a', 'b'] }, { exec: tx });
  });
  expect(await jobsWith('kept $1')).toEqual([{ data: { marker: 'kept $1', list: ['a', 'b'] } }]);
});

it('a worker woken once drains every job queued together, without waiting for its next poll', async () => {
  const queue = new JobQueue(database, {
    supervise: false,
    schedule: false,
    pollingIntervalSeconds: 60,
  });
  await queue.start();
  queues.push(queue);
  const name = names[2]!;
  await queue.ensureQueue(name, { retryLimit: 0, retryDelaySeconds: 1 });
  const taken: string[] = [];
  await queue.work<{ marker: string }>(name, async (job) => void taken.push(job.data.marker));
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  // Four jobs in one transaction: PostgreSQL delivers their equal notifications as one.
  await database.db.transaction(async (tx) => {
    for (const marker of ['a', 'b', 'c', 'd']) await queue.send(name, { marker }, { exec: tx });
  });
  const deadline = Date.now() + 15_000;
  while (taken.length < 4 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  expect(taken.sort()).toEqual(['a', 'b', 'c', 'd']);
  await queue.stopWorking(name);
});

it('an idle worker polling rarely takes a job as soon as it is queued, or as soon as its transaction commits', async () => {
  const queue = new JobQueue(database, {
    supervise: false,
    schedule: false,
    pollingIntervalSeconds: 60,
  });
  await queue.start();
  queues.push(queue);
  const name = names[1]!;
  await queue.ensureQueue(name, { retryLimit: 0, retryDelaySeconds: 1 });
  const taken: { marker: string; at: number }[] = [];
  await queue.work<{ marker: string }>(
    name,
    async (job) => void taken.push({ marker: job.data.marker, at: Date.now() }),
  );
  // The worker's first look (when it starts) finds nothing; the next would be a minute later.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const sentAt = Date.now();
  await queue.send(name, { marker: 'direct' });
  await database.db.transaction(async (tx) => {
    await queue.send(name, { marker: 'committed' }, { exec: tx });
  });
  const deadline = Date.now() + 10_000;
  while (taken.length < 2 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  expect(taken.map((t) => t.marker).sort()).toEqual(['committed', 'direct']);
  expect(Math.max(...taken.map((t) => t.at)) - sentAt).toBeLessThan(10_000);
  await queue.stopWorking(name);
});
