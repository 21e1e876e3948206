import { and, eq } from 'drizzle-orm';
import type { CandidateNote } from '@takeoff/shared/pitches';
import type { AppDeps } from '../../deps';
import { users } from '../../db/schema/auth';
import { candidateNotes } from '../../db/schema/pitches';
import { AppError } from '../../http/app-error';
import { seesAllJobs } from '../../http/org-access';
import { visibleJobs } from '../org/job-visibility';
import { applications, jobs } from '../../db/schema/jobs';
import type { SessionUser } from '../../http/session';

type Deps = Pick<AppDeps, 'db'>;

/**
 * The note's candidate must exist; an interviewer keeps notes only on candidates who applied to a job assigned to
 * them (owners and recruiters on any candidate, as the pitch grid shows them all).
 */
async function assertCandidate(deps: Deps, company: SessionUser, candidateId: number) {
  const [row] = await deps.db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.id, candidateId))
    .limit(1);
  if (row?.role !== 'candidate') throw AppError.notFound('Candidate not found');
  if (seesAllJobs(company)) return;
  const [applied] = await deps.db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(
      and(
        eq(applications.candidateId, candidateId),
        eq(jobs.companyId, company.partyId),
        visibleJobs(company, jobs.id),
      ),
    )
    .limit(1);
  if (!applied) throw AppError.notFound('Candidate not found');
}

const ownNote = (company: SessionUser, candidateId: number) =>
  and(eq(candidateNotes.companyId, company.partyId), eq(candidateNotes.candidateId, candidateId));

/** A company's private note on a candidate; other companies never see it (the key includes the company). */
export async function getNote(
  deps: Deps,
  company: SessionUser,
  candidateId: number,
): Promise<CandidateNote> {
  await assertCandidate(deps, company, candidateId);
  const [row] = await deps.db
    .select({
      body: candidateNotes.body,
      updatedAt: candidateNotes.updatedAt,
      updatedBy: candidateNotes.updatedBy,
      authorName: users.name,
    })
    .from(candidateNotes)
    .leftJoin(users, eq(users.id, candidateNotes.updatedBy))
    .where(ownNote(company, candidateId))
    .limit(1);
  const updatedBy =
    row?.updatedBy != null ? { id: row.updatedBy, name: row.authorName ?? '' } : null;
  return {
    candidateId,
    body: row?.body ?? '',
    updatedAt: row?.updatedAt.toISOString() ?? null,
    updatedBy,
  };
}

/** Saves the note; an empty body deletes it. */
export async function saveNote(
  deps: Deps,
  company: SessionUser,
  candidateId: number,
  body: string,
): Promise<CandidateNote> {
  await assertCandidate(deps, company, candidateId);
  if (!body) {
    await deps.db.delete(candidateNotes).where(ownNote(company, candidateId));
    return { candidateId, body: '', updatedAt: null, updatedBy: null };
  }
  const now = new Date();
  const [row] = await deps.db
    .insert(candidateNotes)
    .values({
      companyId: company.partyId,
      candidateId,
      body,
      updatedBy: company.id,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [candidateNotes.companyId, candidateNotes.candidateId],
      set: { body, updatedBy: company.id, updatedAt: now },
    })
    .returning();
  return {
    candidateId,
    body: row!.body,
    updatedAt: row!.updatedAt.toISOString(),
    updatedBy: { id: company.id, name: company.name },
  };
}
