import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessionIdsOf } from '../auth/session-store';

/** The address an organisation's identity row carries once its founder is a separate person: not deliverable. */
export const ORGANISATION_MAILBOX_DOMAIN = '@organisation.invalid';

/**
 * Makes an organisation's id its identity only: when it is still its founder's account, the founder's credentials,
 * sessions and person-owned rows move to a new person row (the SQL function of migration 0034, one list of what a
 * person owns). Returns the founder's person id and their sessions (whose sockets must rejoin as the person), or
 * null when the organisation is an identity already.
 */
export async function separateFounder(
  exec: Executor,
  orgId: number,
): Promise<{ personId: number; sessionIds: number[] } | null> {
  const result = await exec.execute(sql`select separate_founder(${orgId}) as person`);
  const personId = (result.rows[0] as { person: number | null } | undefined)?.person;
  if (personId == null) return null;
  return { personId: Number(personId), sessionIds: await sessionIdsOf(exec, Number(personId)) };
}
