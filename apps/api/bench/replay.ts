/**
 * The bare server's handlers are made from what the app itself sent to PostgreSQL for one request:
 * the same statements with the same driver settings, in the same round trips (statements the app ran
 * concurrently run concurrently, a transaction runs on one client). So the comparison measures what
 * Express, validation, the ORM and serialisation add, nothing else.
 *
 * For writes every request differs, so each parameter is traced to where it came from:
 *  - a value of the request (the bearer token's hash, a body field, a query parameter),
 *  - the current time (an ISO timestamp taken during the recorded request),
 *  - a value of an earlier statement's first row (the session's user id, an inserted row's id),
 *  - otherwise a constant.
 * Only distinctive values are traced (ids above 10,000,000, strings of 16+ characters), so a limit or
 * a small enum is never mistaken for an id. Text composed from several values (a notification's
 * message) stays as recorded: same size, same cost.
 */
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type pg from 'pg';
import { flattenRow, type Captured, type DriverQuery } from './recording-pool';
import { ID_SPACE } from './support';

export type ParamSource =
  { lit: unknown } | { var: string } | { now: true } | { ref: [statement: number, column: number] };

export interface TemplateStatement {
  query: DriverQuery;
  text: string;
  params: ParamSource[];
}

export type Step =
  { kind: 'round trip'; statements: number[] } | { kind: 'transaction'; statements: number[] };

export interface Template {
  statements: TemplateStatement[];
  steps: Step[];
  status: number;
  /** The statement whose rows are the response body (the one that returned most rows). */
  main: number;
}

export type Vars = Record<string, string | number | boolean>;

// Ids of the data set start at 10,000,001 (ID_SPACE), so they are never confused with limits or counts.
const isDistinctive = (v: unknown) =>
  (typeof v === 'number' && Number.isInteger(v) && v > ID_SPACE) ||
  (typeof v === 'string' && v.length >= 16);
const isPrimitive = (v: unknown): v is string | number | boolean =>
  ['string', 'number', 'boolean'].includes(typeof v);
const same = (a: unknown, b: unknown) =>
  isPrimitive(a) && isPrimitive(b) && String(a) === String(b);
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** What a request carries that its statements may use; the app and the bare server read it the same way. */
export function requestVars(
  headers: IncomingHttpHeaders | Record<string, string>,
  url: URL,
  body: unknown,
): Vars {
  const vars: Vars = {};
  const auth = headers.authorization;
  if (typeof auth === 'string' && auth.startsWith('Bearer '))
    vars.tokenHash = createHash('sha256').update(auth.slice(7).trim()).digest('hex');
  url.pathname.split('/').forEach((segment, i) => {
    if (/^\d+$/.test(segment)) vars[`path.${i}`] = Number(segment);
  });
  for (const [k, v] of url.searchParams) vars[`query.${k}`] = v;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const [k, v] of Object.entries(body as Record<string, unknown>))
      if (isPrimitive(v)) vars[`body.${k}`] = v;
  }
  return vars;
}

export function buildTemplate(
  captured: Captured[],
  vars: Vars,
  status: number,
  window: { start: number; end: number },
): Template {
  // Round trips: pool statements issued before the previous ones returned ran concurrently.
  const steps: Step[] = [];
  const stepOf: number[] = [];
  captured.forEach((c, i) => {
    const last = steps.at(-1);
    if (c.client !== 0) {
      if (last?.kind === 'transaction' && captured[last.statements[0]!]!.client === c.client)
        last.statements.push(i);
      else steps.push({ kind: 'transaction', statements: [i] });
    } else if (
      last?.kind === 'round trip' &&
      c.start < Math.min(...last.statements.map((j) => captured[j]!.end))
    ) {
      last.statements.push(i);
    } else {
      steps.push({ kind: 'round trip', statements: [i] });
    }
    stepOf[i] = steps.length - 1;
  });
  // A statement can use the rows of statements that finished before it was sent.
  const before = (j: number, i: number) =>
    stepOf[j]! < stepOf[i]! || (steps[stepOf[i]!]!.kind === 'transaction' && j < i);

  const trace = (value: unknown, index: number): ParamSource => {
    if (isDistinctive(value)) {
      for (const [name, v] of Object.entries(vars)) if (same(value, v)) return { var: name };
    }
    if (typeof value === 'string' && ISO.test(value)) {
      const t = Date.parse(value);
      if (t >= window.start - 2_000 && t <= window.end + 2_000) return { now: true };
    }
    if (isDistinctive(value)) {
      for (let j = index - 1; j >= 0; j--) {
        if (!before(j, index)) continue;
        const column = (captured[j]!.firstRow ?? []).findIndex((cell) => same(value, cell));
        if (column >= 0) return { ref: [j, column] };
      }
    }
    return { lit: value };
  };
  const statements = captured.map((c, i) => {
    if (c.error) throw new Error(`recorded statement failed: ${c.error}\n${c.text}`);
    // A named statement (the app's prepared session lookup) is replayed under its name too: both servers
    // then parse it once per connection.
    const { text, rowMode, types, name } = c.query;
    return {
      query: { text, rowMode, types, ...(name ? { name } : {}) },
      text: c.text,
      params: c.values.map((v) => trace(v, i)),
    };
  });
  let main = 0;
  captured.forEach((c, i) => {
    if (c.rowCount >= captured[main]!.rowCount) main = i;
  });
  return { statements, steps, status, main };
}

/** Runs a template for one request; resolves with the rows of its main statement. */
export async function replay(pool: pg.Pool, template: Template, vars: Vars): Promise<unknown[]> {
  const results: pg.QueryResult[] = [];
  const now = new Date().toISOString();
  const params = (i: number) =>
    template.statements[i]!.params.map((p) => {
      if ('lit' in p) return p.lit;
      if ('var' in p) return vars[p.var];
      if ('now' in p) return now;
      const row = results[p.ref[0]]?.rows[0];
      return row === undefined ? null : flattenRow(row)[p.ref[1]];
    });
  const run = (exec: pg.Pool | pg.PoolClient, i: number) =>
    exec.query(template.statements[i]!.query as pg.QueryConfig, params(i));
  for (const step of template.steps) {
    if (step.kind === 'round trip') {
      const out = await Promise.all(step.statements.map((i) => run(pool, i)));
      step.statements.forEach((i, k) => (results[i] = out[k]!));
      continue;
    }
    const client = await pool.connect();
    try {
      for (const i of step.statements) results[i] = await run(client, i);
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }
  return results[template.main]?.rows ?? [];
}

/** One line per round trip, for the report. */
export function describeTemplate(template: Template) {
  const label = (p: ParamSource) =>
    'lit' in p ? null : 'var' in p ? p.var : 'now' in p ? 'now' : `statement ${p.ref[0] + 1}'s row`;
  const traced = template.statements.flatMap((s) => s.params.map(label)).filter((l) => l !== null);
  return {
    statements: template.statements.length,
    roundTrips: template.steps.reduce(
      (n, s) => n + (s.kind === 'transaction' ? s.statements.length : 1),
      0,
    ),
    traced: [...new Set(traced)].join(', '),
  };
}
