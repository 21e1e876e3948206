import type { AppDeps } from '../../deps';
import type { DemoUsers } from '../../db/seed/demo-users';
import { ratings } from '../../db/schema/ratings';
import { publishCurrentWeek } from './rankings.service';

// Fixed demo stars (rows: raters, columns: targets), so every candidate and company has 3+ ratings this week.
const COMPANY_STARS = [
  [5, 4, 5, 3],
  [5, 5, 4, 4],
  [5, 4, 3, 4],
];
const CANDIDATE_STARS = [
  [5, 4, 4],
  [5, 5, 3],
  [4, 5, 4],
  [5, 4, 3],
];

/** Demo ratings in the current week, then the week published on demand, so a fresh install shows rankings. */
export async function seedRatingsAndRankings(deps: AppDeps, demo: DemoUsers) {
  const rows: (typeof ratings.$inferInsert)[] = [];
  demo.companies.forEach((company, i) =>
    demo.candidates.forEach((candidate, j) => {
      const rating = COMPANY_STARS[i]?.[j];
      if (rating)
        rows.push({ raterId: company.id, targetId: candidate.id, targetType: 'candidate', rating });
    }),
  );
  demo.candidates.forEach((candidate, i) =>
    demo.companies.forEach((company, j) => {
      const rating = CANDIDATE_STARS[i]?.[j];
      if (rating)
        rows.push({ raterId: candidate.id, targetId: company.id, targetType: 'company', rating });
    }),
  );
  if (rows.length > 0) await deps.db.insert(ratings).values(rows).onConflictDoNothing();
  await publishCurrentWeek(deps);
}
