import { and, eq } from 'drizzle-orm';
import type { CandidateNote } from '@takeoff/shared/pitches';
import type { AppDeps } from '../../deps';
import { users } from '../../db/schema/auth';
import { candidateNotes } from '../../db/schema/pitches';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/session';

type Deps = Pick<AppDeps, 'db'>;

async function assertCandidate(deps: Deps, candidateId: number) {
  const [row] = await deps.db.select({ role: users.role }).from(users).where(eq(users.id, candidateId)).limit(1);
  if (row?.role !== 'candidate') throw AppError.notFound('Candidate not found');
}

const ownNote = (company: SessionUser, candidateId: number) =>
  and(eq(candidateNotes.companyId, company.partyId), eq(candidateNotes.candidateId, candidateId));

/** A company's private note on a candidate; other companies never see it (the key includes the company). */
export async function getNote(deps: Deps, company: SessionUser, candidateId: number): Promise<CandidateNote> {
  await assertCandidate(deps, candidateId);
  const [row] = await deps.db.select().from(candidateNotes).where(ownNote(company, candidateId)).limit(1);
  return { candidateId, body: row?.body ?? '', updatedAt: row?.updatedAt.toISOString() ?? null };
}

/** Saves the note; an empty body deletes it. */
export async function saveNote(deps: Deps, company: SessionUser, candidateId: number, body: string): Promise<CandidateNote> {
  await assertCandidate(deps, candidateId);
  if (!body) {
    await deps.db.delete(candidateNotes).where(ownNote(company, candidateId));
    return { candidateId, body: '', updatedAt: null };
  }
  const now = new Date();
  const [row] = await deps.db
    .insert(candidateNotes)
    .values({ companyId: company.partyId, candidateId, body, updatedBy: company.id, updatedAt: now })
    .onConflictDoUpdate({ target: [candidateNotes.companyId, candidateNotes.candidateId], set: { body, updatedBy: company.id, updatedAt: now } })
    .returning();
  return { candidateId, body: row!.body, updatedAt: row!.updatedAt.toISOString() };
}
