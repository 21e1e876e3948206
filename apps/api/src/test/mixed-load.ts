import {
  apply,
  moveToReviewed,
  pause,
  postJob,
  rate,
  RETRY_PAUSE_MS,
  type LoadRun,
} from './load-writes';
import type { Actor } from './load-world';

/** Every actor loop is bounded by count as well as by the run's end. */
const MAX_STEPS = 1_000_000;

/**
 * Candidates browse the board, open jobs, apply and rate companies; companies review their
 * applications (moving pending ones to reviewed), browse pitches, rate candidates and post jobs.
 * Each actor makes one call at a time, as a browser tab would, and all actors run at once.
 */
export async function runMixedLoad(run: LoadRun): Promise<void> {
  await Promise.all([
    ...run.world.companies.map((company, index) => companyLoop(run, company, index)),
    ...run.world.candidates.map((candidate, index) => candidateLoop(run, candidate, index)),
  ]);
}

async function read<T>(run: LoadRun, actor: Actor, label: string, path: string): Promise<T | null> {
  const outcome = await run.client.call('GET', path, { token: actor.token });
  const reading = run.log.read(label, outcome, 200);
  // While the database is away, a client backs off instead of spinning on instant 503s.
  if (reading === 'unavailable') await pause(RETRY_PAUSE_MS);
  return reading === 'ok' && outcome.kind === 'response' ? (outcome.body as T) : null;
}

async function candidateLoop(run: LoadRun, me: Actor, index: number) {
  const { world } = run;
  const keepTrying = () => !run.stopped();
  let board: { id: number; companyId: number }[] = world.jobs;
  for (let step = 0; step < MAX_STEPS && !run.stopped(); step++) {
    switch (step % 6) {
      case 0: {
        const page = await read<{ items: { id: number; companyId: number }[] }>(
          run,
          me,
          'browse jobs',
          `/api/jobs?q=${world.tag}&limit=30`,
        );
        if (page && page.items.length > 0) board = page.items;
        break;
      }
      case 1:
        await read(run, me, 'view job', `/api/jobs/${board[(index + step) % board.length]!.id}`);
        break;
      case 2: {
        const next = board.find((job) => !run.log.applies.has(`${me.id}:${job.id}`));
        if (next) await apply(run, me, next, keepTrying);
        else await read(run, me, 'latest jobs', '/api/job-posts?limit=3');
        break;
      }
      case 3: {
        // Each round rates the next company, with a changing value: the last one acknowledged must be kept.
        const round = Math.floor(step / 6);
        await rate(
          run,
          me,
          world.companies[(index + round) % world.companies.length]!,
          1 + ((index + round) % 5),
          keepTrying,
        );
        break;
      }
      case 4:
        await read(run, me, 'my applications', '/api/applications?limit=20');
        break;
      default:
        await read(run, me, 'unread count', '/api/notifications/unread-count');
    }
  }
}

async function companyLoop(run: LoadRun, me: Actor, index: number) {
  const { world } = run;
  const keepTrying = () => !run.stopped();
  const toReview: number[] = [];
  let posted = 0;
  for (let step = 0; step < MAX_STEPS && !run.stopped(); step++) {
    switch (step % 7) {
      case 0: {
        const page = await read<{ items: { id: number; status: string }[] }>(
          run,
          me,
          'company applications',
          '/api/applications?limit=50',
        );
        for (const item of page?.items ?? []) {
          if (
            item.status === 'pending' &&
            !run.log.moves.has(item.id) &&
            !toReview.includes(item.id)
          )
            toReview.push(item.id);
        }
        break;
      }
      case 1: {
        const applicationId = toReview.shift();
        if (applicationId !== undefined) await moveToReviewed(run, me, applicationId, keepTrying);
        else await read(run, me, 'company stats', `/api/companies/${me.id}/stats`);
        break;
      }
      case 2:
        await read(run, me, 'browse pitches', '/api/candidate-pitches?limit=20');
        break;
      case 3: {
        const round = Math.floor(step / 7);
        await rate(
          run,
          me,
          world.candidates[(index + round) % world.candidates.length]!,
          1 + ((index * 3 + round) % 5),
          keepTrying,
        );
        break;
      }
      case 4:
        await read(run, me, 'pipeline', `/api/companies/${me.id}/jobs-with-applications?limit=10`);
        break;
      case 5:
        await postJob(run, me, `Load Engineer ${world.tag} ${index}-p${posted++}`, keepTrying);
        break;
      default:
        await read(run, me, 'notifications', '/api/notifications?limit=20');
    }
  }
}
