import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { users } from '../schema/auth';
import { hashPassword } from '../../modules/auth/password';
import { createOrganisation } from '../../modules/org/membership';
import { seeders } from './seeders';

export const DEMO_PASSWORD = 'takeoff-demo';

export const DEMO_COMPANIES = [
  { email: 'skyline@takeoff.demo', name: 'Skyline Tech', subscriptionStatus: 'premium' },
  { email: 'aurora@takeoff.demo', name: 'Aurora Design Studio', subscriptionStatus: null },
  { email: 'beacon@takeoff.demo', name: 'Beacon Brand & Marketing', subscriptionStatus: null },
] as const;

export const DEMO_CANDIDATES = [
  { email: 'ava@takeoff.demo', name: 'Ava Papadopoulou' },
  { email: 'leo@takeoff.demo', name: 'Leo Martins' },
  { email: 'mira@takeoff.demo', name: 'Mira Haddad' },
  { email: 'noah@takeoff.demo', name: 'Noah Fischer' },
] as const;

export type { DemoUsers } from './demo-users';

/** Demo data so a fresh install shows a living product. Idempotent: it runs once per database. */
export async function seedDemoData(deps: AppDeps): Promise<{ seeded: boolean }> {
  const marker = DEMO_COMPANIES[0].email;
  const [existing] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, marker))
    .limit(1);
  if (existing) return { seeded: false };
  const passwordHash = await hashPassword(deps.config, DEMO_PASSWORD);
  // Demo accounts stand for users who confirmed their addresses long ago (no banner in the demo).
  const emailVerifiedAt = new Date();
  const demo = await deps.db.transaction(async (tx) => {
    const companies = await tx
      .insert(users)
      // The first demo company stands for one an admin has verified, so the demo shows the verified mark.
      .values(
        DEMO_COMPANIES.map((c, i) => ({
          ...c,
          role: 'company' as const,
          passwordHash,
          emailVerifiedAt,
          verifiedAt: i === 0 ? new Date() : null,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email, name: users.name });
    for (const company of companies) await createOrganisation(tx, company.id);
    const candidates = await tx
      .insert(users)
      .values(
        DEMO_CANDIDATES.map((c) => ({
          ...c,
          role: 'candidate' as const,
          passwordHash,
          emailVerifiedAt,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email, name: users.name });
    return { companies, candidates };
  });
  // Another instance seeding at the same moment won the race.
  if (demo.companies.length === 0) return { seeded: false };
  for (const seed of seeders) await seed(deps, demo);
  return { seeded: true };
}
