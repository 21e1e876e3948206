import { inArray, sql } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '@takeoff/shared/admin';
import type { AppDeps } from '../../deps';
import { candidatePitches } from '../../db/schema/pitches';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/session';
import { recordAudit } from './audit.service';

/** Sets order_index = position for every listed pitch, all in one statement inside one transaction. */
export async function reorderPitches(deps: AppDeps, actor: SessionUser, orderedIds: number[]) {
  if (new Set(orderedIds).size !== orderedIds.length)
    throw AppError.badRequest(ADMIN_MESSAGES.duplicatePitchIds, 'DUPLICATE_IDS');
  if (orderedIds.length === 0) return { updated: 0 };
  return deps.db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: candidatePitches.id })
      .from(candidatePitches)
      .where(inArray(candidatePitches.id, orderedIds))
      .for('update');
    if (existing.length !== orderedIds.length)
      throw AppError.badRequest(ADMIN_MESSAGES.unknownPitchIds, 'UNKNOWN_PITCH_IDS');
    const positions = sql.join(
      orderedIds.map((id, position) => sql`(${id}::int, ${position}::int)`),
      sql`, `,
    );
    await tx.execute(sql`update ${candidatePitches} set order_index = v.position, updated_at = now()
      from (values ${positions}) as v(id, position) where ${candidatePitches.id} = v.id`);
    await recordAudit(tx, actor, {
      action: 'pitch.reorder',
      targetType: 'candidate_pitch',
      details: { orderedIds },
    });
    return { updated: orderedIds.length };
  });
}
