import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Benchmark } from './run';
import { BENCH_TOTP_KEY, percentile, recreateDatabase, round, scratchDatabaseUrl } from './support';
import { adminToken, announce, BENCH_ADMIN, insertUsers } from './notifications-support';
import { bootstrap } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import { createApp } from '../src/app';
import { ensureAdmin } from '../src/modules/auth/auth.service';
import { triggers } from '../src/modules/notifications/notification-triggers';
import { withOrg } from '../src/modules/auth/session-store';
import { sql, type SQL } from 'drizzle-orm';
import { listQuery, unreadCountQuery } from '../src/modules/notifications/notifications.queries';

const RUNS = 30;

/**
 * Audience notifications are one row (fan-out on read): notifying every candidate must cost the same
 * with 10 or 100,000 of them. Also times a candidate's list and unread count at 100,000 users and
 * prints their plans.
 */
export const benchmark: Benchmark = {
  name: 'notifications: audience fan-out, 10 vs 100,000 candidates',
  async run() {
    // A database of its own: the large data set in BENCH_DATABASE_URL is kept between runs.
    const databaseUrl = scratchDatabaseUrl('fanout');
    recreateDatabase(databaseUrl);
    const config = loadConfig({
      NODE_ENV: 'production',
      TOTP_ENCRYPTION_KEY: BENCH_TOTP_KEY,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'silent',
      SERVE_WEB: 'false',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      API_RATE_LIMIT_PER_MINUTE: '10000000',
      SOCKET_HANDSHAKES_PER_MINUTE: '10000000',
      AUTH_RATE_LIMIT_PER_IP: '10000000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '10000000',
    });
    const deps = await bootstrap(config, { logger: pino({ level: 'silent' }) });
    await ensureAdmin(deps);
    const built = createApp(deps);
    const server = createServer(built.serverOptions, built.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const rows = [];
    const notes: string[] = [];
    try {
      const admin = await adminToken(base);
      const company = await insertUsers(databaseUrl, 'company', 1, 'fan-company-');
      const timeIt = async (fn: () => Promise<unknown>) => {
        const xs: number[] = [];
        for (let i = 0; i < RUNS + 3; i++) {
          const t = performance.now();
          await fn();
          if (i >= 3) xs.push(performance.now() - t);
        }
        return xs.sort((a, b) => a - b);
      };
      let registered = 0;
      for (const target of [10, 100_000]) {
        await insertUsers(databaseUrl, 'candidate', target - registered, `fan-${target}-`);
        registered = target;
        await deps.database.query('analyze');
        const countRows = async () =>
          (
            await deps.database.query<{ n: number }>(
              "select count(*)::int as n from notifications where audience = 'candidates'",
            )
          )[0]!.n;
        const rowsBefore = await countRows();
        const service = await timeIt(() =>
          deps.notifications.notify(
            triggers.jobPosted({
              actorId: company.ids[0]!,
              jobId: 1,
              jobTitle: 'Pilot',
              companyName: 'Bench',
            }),
          ),
        );
        const http = await timeIt(() => announce(base, admin, 'candidates', 'Bench'));
        const rowsWritten = (await countRows()) - rowsBefore;
        for (const [path, xs] of [
          ['notify({audience: candidates})', service],
          ['POST /api/notifications/announcements', http],
        ] as const) {
          rows.push({
            candidates: target,
            path,
            p50_ms: round(percentile(xs, 50)),
            p95_ms: round(percentile(xs, 95)),
            p99_ms: round(percentile(xs, 99)),
          });
        }
        notes.push(
          `${target} candidates: ${rowsWritten} rows written for ${2 * (RUNS + 3)} audience notifications.`,
        );
      }

      // A candidate's reads at 100,000 users, in a table that also holds 300,000 direct notifications
      // (3 per user), 5,000 older audience notifications and read marks from other users.
      const [reader] = await deps.database.query<{ id: number; created_at: Date }>(
        "select id, created_at from users where role = 'candidate' order by id limit 1",
      );
      await deps.database.query(
        `insert into notifications (audience, recipient_id, type, entity_type, title, message, read_at)
         select 'user', u.id, 'bench', 'system', 'Bench', 'Direct', case when k = 1 then null else now() end
           from users u cross join generate_series(1, 3) k where u.role = 'candidate'`,
      );
      await deps.database.query(
        `insert into notifications (audience, type, entity_type, title, message)
         select 'candidates', 'job_posted', 'job_post', 'Bench', 'Old' from generate_series(1, 5000)`,
      );
      await deps.database.query(
        `insert into notification_reads (user_id, notification_id)
         select u.id, n.id from (select id from users where role = 'candidate' order by id desc limit 2000) u
         cross join (select id from notifications where audience = 'candidates' order by id desc limit 5) n on conflict do nothing`,
      );
      await deps.database.query('analyze');
      const actor = withOrg(
        {
          id: reader!.id,
          email: '',
          name: '',
          role: 'candidate',
          subscriptionStatus: null,
          createdAt: new Date(0),
          sessionId: 0,
          locale: null,
        },
        null,
      );
      const list = await timeIt(() => deps.notifications.list(actor, { limit: 20 }));
      const count = await timeIt(() => deps.notifications.unreadCount(actor));
      const readAll = await timeIt(() => deps.notifications.markAllRead(actor));
      const reads = [
        ['list (first page of 20)', list],
        ['unread count', count],
        ['mark all read', readAll],
      ] as const;
      const readRows = reads.map(([what, xs]) => ({
        what,
        p50_ms: round(percentile(xs, 50)),
        p95_ms: round(percentile(xs, 95)),
        p99_ms: round(percentile(xs, 99)),
      }));
      const explain = async (query: SQL) =>
        ((await deps.db.execute(sql`explain ${query}`)).rows as { 'QUERY PLAN': string }[]).map(
          (r) => `  ${r['QUERY PLAN']}`,
        );
      const fresh = {
        ...actor,
        id: (await insertUsers(databaseUrl, 'candidate', 1, 'fan-late-')).ids[0]!,
        createdAt: new Date(0),
      };
      const plans = [
        'List plan (first page):',
        ...(await explain(listQuery(actor, 'candidates', null, 21))),
        'Unread-count plan (a user who never marked all read):',
        ...(await explain(unreadCountQuery(fresh, 'candidates'))),
      ];
      return [
        { title: 'Posting to every candidate: time per call', rows, notes },
        {
          title: 'One candidate at 100,000 candidates',
          rows: readRows,
          notes: plans,
        },
      ];
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await deps.database.close();
    }
  },
};
