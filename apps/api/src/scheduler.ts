import { Cron } from 'croner';
import type { AppDeps } from './deps';
import { purgeExpiredSessions } from './http/session';
import { publishLastCompletedWeek } from './modules/rankings/rankings.service';
import { runRetention } from './modules/gdpr/retention.service';
import { queueDueWeeklyDigests } from './modules/mail/digest.service';

export interface ScheduledJob {
  name: string;
  /** Cron pattern, evaluated in `timezone` (default UTC). */
  pattern: string;
  timezone?: string;
  /** Also run once at start (catch-up for a server that was down when it was due). */
  runOnStart?: boolean;
  /** Must be idempotent: every instance runs every job. */
  run: (deps: AppDeps) => Promise<void>;
}

/** Jobs of every area. An area adds its entry here. */
export function scheduledJobs(deps: AppDeps): ScheduledJob[] {
  return [
    { name: 'purge-expired-sessions', pattern: '17 * * * *', run: (d) => purgeExpiredSessions(d.db) },
    // Monday 00:00 in the rankings zone: publish the week that just ended (a no-op if already final).
    { name: 'publish-weekly-rankings', pattern: '0 0 * * 1', timezone: deps.config.RANKINGS_TIMEZONE, runOnStart: true, run: (d) => publishLastCompletedWeek(d).then(() => undefined) },
    // Monday 08:00 in the rankings zone: the opted-in companies' digest of last week's pitches (once per week).
    { name: 'weekly-digest-mail', pattern: '0 8 * * 1', timezone: deps.config.RANKINGS_TIMEZONE, runOnStart: true, run: async (d) => void (await queueDueWeeklyDigests(d)) },
    { name: 'gdpr-retention', pattern: '43 3 * * *', runOnStart: true, run: async (d) => void (await runRetention(d)) },
  ];
}

export function startScheduler(deps: AppDeps) {
  const crons: Cron[] = [];
  for (const job of scheduledJobs(deps)) {
    const run = async () => {
      try {
        await job.run(deps);
      } catch (error) {
        deps.logger.error({ err: error, job: job.name }, 'scheduled job failed');
      }
    };
    crons.push(new Cron(job.pattern, { timezone: job.timezone ?? 'UTC', protect: true }, run));
    if (job.runOnStart) void run();
  }
  return { stop: () => crons.forEach((c) => c.stop()) };
}
