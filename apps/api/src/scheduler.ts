import type { AppDeps } from './deps';
import { sql } from 'drizzle-orm';
import { ADVISORY_LOCK, type Executor } from './db/client';
import {
  cleanExpiredUploads,
  PITCH_UPLOADS_FOLDER,
} from './modules/pitch-videos/pitch-videos.uploads';
import { sweepStuckVideos } from './modules/pitch-videos/pitch-videos.sweep';
import { purgeExpiredSessions } from './modules/auth/session-store';
import { publishLastCompletedWeek } from './modules/rankings/rankings.service';
import { runRetention } from './modules/gdpr/retention.service';
import { queueDueWeeklyDigests } from './modules/mail/digest.service';
import { refreshAdminFigures } from './modules/admin/stats.service';
import { runPromiseClock } from './modules/response-promise/promise-clock.service';
import { refreshResponseRecords } from './modules/response-promise/response-record.service';
import { queueDueAnswerReminders } from './modules/video-answers/video-answers.reminders';
import { ANSWER_UPLOADS_FOLDER } from './modules/video-answers/video-answers.uploads';

export interface ScheduledJob {
  name: string;
  /** Cron pattern, evaluated in `timezone` (default UTC). */
  pattern: string;
  timezone?: string;
  /** Also run once at start (catch-up for a server that was down when it was due). */
  runOnStart?: boolean;
  /** Must be idempotent: a job runs at least once (a worker that dies mid-run leaves it to be run again). */
  run: (deps: AppDeps) => Promise<void>;
}

/** Jobs of every area. An area adds its entry here. */
export function scheduledJobs(deps: AppDeps): ScheduledJob[] {
  return [
    {
      name: 'purge-expired-sessions',
      pattern: '17 * * * *',
      run: (d) => purgeExpiredSessions(d.db),
    },
    // Monday 00:00 in the rankings zone: publish the week that just ended (a no-op if already final).
    {
      name: 'publish-weekly-rankings',
      pattern: '0 0 * * 1',
      timezone: deps.config.RANKINGS_TIMEZONE,
      runOnStart: true,
      run: (d) => publishLastCompletedWeek(d).then(() => undefined),
    },
    // Monday 08:00 in the rankings zone: the opted-in companies' digest of last week's pitches (once per week).
    {
      name: 'weekly-digest-mail',
      pattern: '0 8 * * 1',
      timezone: deps.config.RANKINGS_TIMEZONE,
      runOnStart: true,
      run: async (d) => void (await queueDueWeeklyDigests(d)),
    },
    // Abandoned resumable pitch video uploads (older than a day) leave this instance's upload folder.
    {
      name: 'pitch-video-uploads-clean',
      pattern: '29 * * * *',
      runOnStart: true,
      run: async (d) => void (await cleanExpiredUploads(d, PITCH_UPLOADS_FOLDER)),
    },
    // The same for answers to a flight's questions (their own folder), half an hour apart from the pitches'.
    {
      name: 'video-answer-uploads-clean',
      pattern: '59 * * * *',
      runOnStart: true,
      run: async (d) => void (await cleanExpiredUploads(d, ANSWER_UPLOADS_FOLDER)),
    },
    // Pitch videos whose last processing job died without finishing them: failed, so the candidate may retry.
    {
      name: 'pitch-video-sweep',
      pattern: '*/10 * * * *',
      runOnStart: true,
      run: async (d) => void (await sweepStuckVideos(d)),
    },
    // The admin dashboard's figures: a snapshot every five minutes, and one at start (there may be none yet).
    {
      name: 'admin-figures',
      pattern: '*/5 * * * *',
      runOnStart: true,
      run: async (d) => void (await refreshAdminFigures(d)),
    },
    // Response promises (issue #41): reminders before a promise runs out, kind closure when it has. Every ten
    // minutes, so a closure comes at most that late; each application is handled once (see promise-clock.service).
    {
      name: 'response-promise-clock',
      pattern: '*/10 * * * *',
      runOnStart: true,
      run: async (d) => void (await runPromiseClock(d)),
    },
    // The companies' public answer records, computed here so a page visit only reads one row.
    {
      name: 'response-records',
      pattern: '23 * * * *',
      runOnStart: true,
      run: async (d) => void (await refreshResponseRecords(d)),
    },
    // Hourly: the one video answers reminder, two days before each deadline (so at most an hour late).
    {
      name: 'video-answer-reminders',
      pattern: '11 * * * *',
      runOnStart: true,
      run: async (d) => void (await queueDueAnswerReminders(d)),
    },
    {
      name: 'gdpr-retention',
      pattern: '43 3 * * *',
      runOnStart: true,
      run: async (d) => void (await runRetention(d)),
    },
  ];
}

/** A scheduled job that throws is retried a few times, a minute apart and doubling, then kept as failed. */
export const SCHEDULED_RETRY = { retryLimit: 3, retryDelaySeconds: 60 };

/**
 * Runs the scheduled jobs on the background queue: pg-boss's clock sends each one once per due time across every
 * instance (two instances never publish one week twice), any instance's worker runs it, a failure is retried and
 * then listed in the back office. A catch-up at start is sent once per five minutes, however many instances start.
 */
export async function startScheduler(deps: AppDeps) {
  const jobs = scheduledJobs(deps);
  for (const job of jobs) {
    await deps.jobs.ensureQueue(job.name, SCHEDULED_RETRY);
    await deps.jobs.schedule(job.name, job.pattern, job.timezone ?? 'UTC');
    await workScheduledJob(deps, job);
    if (job.runOnStart)
      await deps.jobs.send(
        job.name,
        {},
        { singletonKey: 'catch-up-on-start', singletonSeconds: 300 },
      );
  }
  return {
    stop: async () => {
      for (const job of jobs) await deps.jobs.stopWorking(job.name);
    },
  };
}

/** This instance's worker for one scheduled job's queue: whatever sent it (the clock, a catch-up, an admin's "run now"). */
export async function workScheduledJob(deps: AppDeps, job: ScheduledJob) {
  await deps.jobs.work(job.name, async () => {
    try {
      await job.run(deps);
    } catch (error) {
      deps.logger.error({ err: error, job: job.name }, 'scheduled job failed');
      throw error;
    }
  });
}

/**
 * Sends a scheduled job to its queue now, outside its schedule (the back office's "Run now"): any instance's worker
 * runs it once, with the schedule's retries. Null while a run of it is waiting or running: another would only
 * queue up behind it (two presses at once take turns on a lock, so the second sees the first's run).
 */
export async function runScheduledJobNow(deps: AppDeps, job: ScheduledJob, tx: Executor) {
  await deps.jobs.ensureQueue(job.name, SCHEDULED_RETRY);
  await tx.execute(
    sql`select pg_advisory_xact_lock(${ADVISORY_LOCK.scheduledRunNow}, hashtext(${job.name}))`,
  );
  if (await deps.jobs.waitingOrRunning(tx, job.name)) return null;
  const id = await deps.jobs.send(job.name, {}, { exec: tx });
  if (!id) throw new Error(`the queue ${job.name} took no job`);
  return id;
}
