import type { AppDeps } from '../../deps';
import type { DemoUsers } from './demo-users';
import { seedConsents } from '../../modules/consent/consent.seed';
import { seedPitches } from '../../modules/pitches/pitches.seed';
import { seedJobs } from '../../modules/jobs/jobs.seeder';
import { seedInterviews } from '../../modules/interviews/interviews.seed';
import { seedPromos } from '../../modules/promos/promos.seed';
import { seedRatingsAndRankings } from '../../modules/rankings/rankings.seed';
import { seedNotifications } from '../../modules/notifications/notifications.seed';
import { seedResponsePromises } from '../../modules/response-promise/response-promise.seed';

/** Each area's demo rows, run in order after the demo users exist. An area adds one line. */
export const seeders: ((deps: AppDeps, demo: DemoUsers) => Promise<void>)[] = [
  seedConsents,
  seedPitches,
  seedJobs,
  seedResponsePromises,
  seedInterviews,
  seedPromos,
  seedRatingsAndRankings,
  seedNotifications,
];
