import { eq } from 'drizzle-orm';
import type { OrganisationName, RenameOrganisationRequest } from '@takeoff/shared/org';
import { users } from '../../db/schema/auth';
import type { AppDeps } from '../../deps';
import type { SessionUser } from '../../http/session';
import { followName } from '../public-pages/company-slugs.service';
import { reindexCompanyJobs } from '../jobs/job-rows';
import { orgOf } from './invitations.service';
import { separateFounder } from './organisation-identity';

/**
 * The owner renames the organisation. Everything public reads the identity's name, so pages, feeds, share images
 * and mail follow, and its jobs' search documents are written again with it; the careers address moves to the new
 * name and the old one redirects. A founder still holding the organisation as their account is separated first, so
 * the person keeps their own name.
 */
export async function renameOrganisation(
  deps: Pick<AppDeps, 'db' | 'sessionSockets'>,
  actor: SessionUser,
  input: RenameOrganisationRequest,
): Promise<OrganisationName> {
  const org = orgOf(actor);
  const { separated, careersSlug } = await deps.db.transaction(async (tx) => {
    const founder = actor.id === org.id ? await separateFounder(tx, org.id) : null;
    await tx.update(users).set({ name: input.name }).where(eq(users.id, org.id));
    await reindexCompanyJobs(tx, org.id, input.name);
    return { separated: founder, careersSlug: await followName(tx, org.id, input.name) };
  });
  // The founder's sockets were the organisation's: they reconnect as the person.
  if (separated) deps.sessionSockets.end(separated.sessionIds);
  return { id: org.id, name: input.name, careersSlug };
}
