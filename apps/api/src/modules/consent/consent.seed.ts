import { COMPANY_PRIVACY_VERSION, PRIVACY_VERSION, TERMS_VERSION } from '@takeoff/shared/consent';
import type { AppDeps } from '../../deps';
import type { DemoUsers } from '../../db/seed/demo-users';
import { candidateConsents, companyConsents } from '../../db/schema/consent';

const DAY_MS = 86_400_000;

/**
 * Demo accounts have consented (so demo logins reach their dashboards, and the admin tabs show
 * records). IP, browser and session stay empty: no request made these records.
 */
export async function seedConsents(deps: AppDeps, demo: DemoUsers) {
  const now = Date.now();
  const row = (
    user: { id: number; email: string; name: string },
    daysAgo: number,
    privacyVersion = PRIVACY_VERSION,
  ) => ({
    userId: user.id,
    name: user.name,
    email: user.email,
    consentGiven: true,
    consentTimestamp: new Date(now - daysAgo * DAY_MS),
    termsVersion: TERMS_VERSION,
    privacyVersion,
  });
  if (demo.candidates.length > 0)
    await deps.db
      .insert(candidateConsents)
      .values(demo.candidates.map((c, i) => row(c, 2 + i * 5)));
  if (demo.companies.length > 0)
    await deps.db
      .insert(companyConsents)
      .values(demo.companies.map((c, i) => row(c, 3 + i * 7, COMPANY_PRIVACY_VERSION)));
}
