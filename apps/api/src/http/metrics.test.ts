import { describe, expect, it } from 'vitest';
import { createTestContext, signUp } from '../test/harness';

const TOKEN = 'metrics-token-for-tests-0123456789';

/** The Prometheus text exposition format: comments, and `name{labels} value` samples. */
function parseExposition(text: string) {
  const samples: { name: string; labels: Record<string, string>; value: number }[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ') || line.startsWith('# TYPE ')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(.*)\})? (-?[0-9.e+-]+|NaN|\+Inf|-Inf)$/i.exec(
      line,
    );
    if (!match) throw new Error(`not in the exposition format: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (match[3] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g))
      labels[pair[1]!] = pair[2]!;
    samples.push({ name: match[1]!, labels, value: Number(match[4]) });
  }
  return samples;
}

describe('/metrics', () => {
  it('is not served without a configured token, and refuses a wrong one', async () => {
    const closed = await createTestContext();
    expect((await closed.http.get('/metrics')).status).toBe(404);
    const ctx = await createTestContext({ METRICS_TOKEN: TOKEN });
    expect((await ctx.http.get('/metrics')).status).toBe(401);
    expect(
      (await ctx.http.get('/metrics').set('Authorization', 'Bearer wrong-token-wrong-token-xx'))
        .status,
    ).toBe(401);
  });

  it('exposes request counts by route template (never a raw URL or id), the pool, sockets, jobs and process metrics', async () => {
    const ctx = await createTestContext({ METRICS_TOKEN: TOKEN });
    const read = async () => {
      const res = await ctx.http.get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
      return parseExposition(res.text);
    };
    const count = (samples: ReturnType<typeof parseExposition>, route: string) =>
      samples
        .filter((s) => s.name === 'http_requests_total' && s.labels.route === route)
        .reduce((sum, s) => sum + s.value, 0);
    const before = await read();
    const who = await signUp(ctx, 'candidate');
    for (const id of [101, 202, 303]) await ctx.http.get(`/api/jobs/${id}`).set(who.auth);
    await ctx.http.get('/api/no/such/path/42');
    const after = await read();
    expect(count(after, '/api/jobs/:id') - count(before, '/api/jobs/:id')).toBe(3);
    expect(count(after, 'unmatched')).toBeGreaterThanOrEqual(1);
    const routes = new Set(
      after.filter((s) => s.labels.route !== undefined).map((s) => s.labels.route!),
    );
    for (const route of routes)
      expect(route, 'no raw ids or URLs in labels').not.toMatch(/\/\d+(\/|$)|\?/);
    const names = new Set(after.map((s) => s.name));
    for (const name of [
      'http_request_duration_seconds_bucket',
      'http_requests_in_flight',
      'db_pool_connections_in_use',
      'db_pool_waiting_requests',
      'socketio_connected_sockets',
      'nodejs_eventloop_lag_seconds',
      'process_resident_memory_bytes',
    ]) {
      expect(names, name).toContain(name);
    }
    expect(after.some((s) => s.name === 'background_jobs' && s.labels.queue === 'mail')).toBe(true);
  });
});
