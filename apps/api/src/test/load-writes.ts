import type { ApiClient, Outcome } from './load-client';
import type { LoadLog } from './load-log';
import type { Actor, LoadWorld } from './load-world';
import { jobInput } from '../modules/applications/test-factories';

export interface LoadRun {
  client: ApiClient;
  world: LoadWorld;
  log: LoadLog;
  /** Checked before every call; the run ends when it turns true. */
  stopped(): boolean;
}

export const RETRY_PAUSE_MS = 200;
/** Bounds a write's retries even if the run's own end never comes. */
const MAX_WRITE_ATTEMPTS = 1_000;

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` holds; the limit only stops a stuck test (it is generous, not a speed bar). */
export async function waitFor(
  label: string,
  check: () => boolean | Promise<boolean>,
  limitMs = 180_000,
) {
  const deadline = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${label}`);
    await pause(100);
  }
}

type Verdict =
  | { kind: 'acked'; body: unknown }
  | { kind: 'confirmed' }
  | { kind: 'uncertain' }
  | { kind: 'nothing-written' };
type Presence = 'written' | 'absent' | 'unknown';

interface WriteSpec {
  label: string;
  send: () => Promise<Outcome>;
  okStatus: number;
  /** The error code a retry gets when an earlier, unanswered attempt did go through (e.g. ALREADY_APPLIED). */
  confirmingConflict?: string;
  /** For writes a retry would duplicate: looks the write up before sending it again. */
  probe?: () => Promise<Presence>;
  keepTrying: () => boolean;
  uncertain?: boolean;
}

const conflictCode = (outcome: Outcome) =>
  outcome.kind === 'response' && outcome.status === 409
    ? (outcome.body as { code?: string } | null)?.code
    : undefined;

/**
 * One write, retried while its outcome is unknown (as a client retries a 503) until the server
 * acknowledges it, or a retry proves the earlier attempt went through, or the run ends.
 */
async function write(spec: WriteSpec, log: LoadLog): Promise<Verdict> {
  let uncertain = spec.uncertain ?? false;
  for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt++) {
    if (uncertain && spec.probe) {
      const presence = await spec.probe();
      if (presence === 'written') return { kind: 'confirmed' };
      if (presence === 'unknown') {
        if (!spec.keepTrying()) return { kind: 'uncertain' };
        await pause(RETRY_PAUSE_MS);
        continue;
      }
    }
    const outcome = await spec.send();
    const confirms =
      uncertain &&
      spec.confirmingConflict !== undefined &&
      conflictCode(outcome) === spec.confirmingConflict;
    const reading = log.read(spec.label, outcome, confirms ? 409 : spec.okStatus);
    if (reading === 'ok')
      return confirms
        ? { kind: 'confirmed' }
        : { kind: 'acked', body: (outcome as { body: unknown }).body };
    // A refused connection or a 4xx never wrote anything.
    const clearRefusal =
      reading === 'refused' || (outcome.kind === 'response' && outcome.status < 500);
    if (clearRefusal) return uncertain ? { kind: 'uncertain' } : { kind: 'nothing-written' };
    uncertain = true;
    if (!spec.keepTrying()) return { kind: 'uncertain' };
    await pause(RETRY_PAUSE_MS);
  }
  return { kind: 'uncertain' };
}

export async function apply(
  run: LoadRun,
  candidate: Actor,
  job: { id: number; companyId: number },
  keepTrying: () => boolean,
  uncertain = false,
) {
  const key = `${candidate.id}:${job.id}`;
  const verdict = await write(
    {
      label: `apply ${key}`,
      send: () =>
        run.client.call('POST', '/api/applications', {
          token: candidate.token,
          body: { jobId: job.id, coverMessage: `Load ${run.world.tag}` },
        }),
      okStatus: 201,
      confirmingConflict: 'ALREADY_APPLIED',
      keepTrying,
      uncertain,
    },
    run.log,
  );
  if (verdict.kind === 'nothing-written') run.log.applies.delete(key);
  else {
    const applicationId = verdict.kind === 'acked' ? (verdict.body as { id: number }).id : null;
    run.log.applies.set(key, {
      candidateId: candidate.id,
      jobId: job.id,
      companyId: job.companyId,
      state: verdict.kind === 'uncertain' ? 'uncertain' : 'acked',
      applicationId,
    });
  }
}

export async function rate(
  run: LoadRun,
  rater: Actor,
  target: Actor,
  value: number,
  keepTrying: () => boolean,
  uncertain = false,
) {
  const key = `${rater.id}:${target.id}`;
  const record = run.log.ratings.get(key) ?? {
    raterId: rater.id,
    targetId: target.id,
    targetType: target.role,
    acked: null,
    pending: null,
  };
  record.pending = value;
  run.log.ratings.set(key, record);
  const verdict = await write(
    {
      label: `rate ${key}`,
      send: () =>
        run.client.call('POST', '/api/ratings', {
          token: rater.token,
          body: { targetType: target.role, targetId: target.id, rating: value },
        }),
      okStatus: 200,
      keepTrying,
      uncertain,
    },
    run.log,
  );
  if (verdict.kind === 'uncertain') return;
  if (verdict.kind !== 'nothing-written') record.acked = value;
  record.pending = null;
  if (record.acked === null) run.log.ratings.delete(key);
}

export async function moveToReviewed(
  run: LoadRun,
  company: Actor,
  applicationId: number,
  keepTrying: () => boolean,
  uncertain = false,
) {
  const verdict = await write(
    {
      label: `move ${applicationId}`,
      send: () =>
        run.client.call('PATCH', `/api/applications/${applicationId}/status`, {
          token: company.token,
          body: { status: 'reviewed' },
        }),
      okStatus: 200,
      confirmingConflict: 'SAME_STATUS',
      keepTrying,
      uncertain,
    },
    run.log,
  );
  if (verdict.kind === 'nothing-written') run.log.moves.delete(applicationId);
  else
    run.log.moves.set(applicationId, {
      applicationId,
      companyId: company.id,
      state: verdict.kind === 'uncertain' ? 'uncertain' : 'acked',
    });
}

/** Posting twice makes two jobs: after an unanswered attempt, the company's list says whether it went through. */
export async function postJob(
  run: LoadRun,
  company: Actor,
  title: string,
  keepTrying: () => boolean,
  uncertain = false,
) {
  const verdict = await write(
    {
      label: `post job ${title}`,
      send: () =>
        run.client.call('POST', '/api/jobs', { token: company.token, body: jobInput({ title }) }),
      okStatus: 201,
      probe: () => findJob(run, company, title),
      keepTrying,
      uncertain,
    },
    run.log,
  );
  if (verdict.kind === 'nothing-written') run.log.jobs.delete(title);
  else
    run.log.jobs.set(title, {
      companyId: company.id,
      title,
      state: verdict.kind === 'uncertain' ? 'uncertain' : 'acked',
    });
}

async function findJob(run: LoadRun, company: Actor, title: string): Promise<Presence> {
  let cursor: string | null = null;
  for (let page = 0; page < 100; page++) {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const outcome = await run.client.call(
      'GET',
      `/api/companies/${company.id}/jobs?limit=100${query}`,
      { token: company.token },
    );
    if (run.log.read('find posted job', outcome, 200) !== 'ok') return 'unknown';
    const body = (outcome as { body: { items: { title: string }[]; nextCursor: string | null } })
      .body;
    if (body.items.some((job) => job.title === title)) return 'written';
    if (!body.nextCursor) return 'absent';
    cursor = body.nextCursor;
  }
  return 'unknown';
}

/** After the load: retries every write whose outcome is unknown until it is settled or the deadline passes. */
export async function settleUncertainWrites(run: LoadRun, deadline: number) {
  const keepTrying = () => Date.now() < deadline;
  const actor = (id: number) =>
    [...run.world.companies, ...run.world.candidates].find((a) => a.id === id)!;
  for (const record of [...run.log.applies.values()].filter((r) => r.state === 'uncertain')) {
    await apply(
      run,
      actor(record.candidateId),
      { id: record.jobId, companyId: record.companyId },
      keepTrying,
      true,
    );
  }
  for (const record of [...run.log.ratings.values()].filter((r) => r.pending !== null)) {
    await rate(
      run,
      actor(record.raterId),
      actor(record.targetId),
      record.pending!,
      keepTrying,
      true,
    );
  }
  for (const record of [...run.log.moves.values()].filter((r) => r.state === 'uncertain')) {
    await moveToReviewed(run, actor(record.companyId), record.applicationId, keepTrying, true);
  }
  for (const record of [...run.log.jobs.values()].filter((r) => r.state === 'uncertain')) {
    await postJob(run, actor(record.companyId), record.title, keepTrying, true);
  }
}
