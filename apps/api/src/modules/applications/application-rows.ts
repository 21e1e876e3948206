import { eq } from 'drizzle-orm';
import type { Applicant, Application } from '@takeoff/shared/applications';
import type { VideoAnswersSummary } from '@takeoff/shared/video-answers';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { applications, jobs } from '../../db/schema/jobs';
import { alias } from 'drizzle-orm/pg-core';
import { candidateIdentity } from './candidate-identity';

export const companies = alias(users, 'companies');
export const candidates = alias(users, 'candidates');

export const applicationColumns = {
  id: applications.id,
  jobId: applications.jobId,
  jobTitle: jobs.title,
  companyId: jobs.companyId,
  companyName: companies.name,
  candidateId: applications.candidateId,
  status: applications.status,
  coverMessage: applications.coverMessage,
  appliedAt: applications.appliedAt,
  statusChangedAt: applications.statusChangedAt,
};

export type ApplicationRow = {
  [K in keyof Application]: K extends 'appliedAt' | 'statusChangedAt' ? Date : Application[K];
};

export const selectApplications = (exec: Executor) =>
  exec
    .select(applicationColumns)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId));

/** Field by field rather than a spread copy (as toJob): the pipeline board maps a few hundred of these per visit. */
function applicationOf(
  row: Omit<ApplicationRow, 'appliedAt' | 'statusChangedAt'>,
  appliedAt: string,
  statusChangedAt: string,
): Application {
  return {
    id: row.id,
    jobId: row.jobId,
    jobTitle: row.jobTitle,
    companyId: row.companyId,
    companyName: row.companyName,
    candidateId: row.candidateId,
    status: row.status,
    coverMessage: row.coverMessage,
    appliedAt,
    statusChangedAt,
  };
}

export const toApplication = (row: ApplicationRow): Application =>
  applicationOf(row, row.appliedAt.toISOString(), row.statusChangedAt.toISOString());

/** An application's video answers as the board's statement counts them (null: never asked). */
export interface AnswersCount {
  answered: number;
  total: number;
  deadlineAt: string;
}

/** An applicant's row as the pipeline board reads it: its times already written as ISO text (isoTime). */
export type ApplicantRow = Omit<ApplicationRow, 'appliedAt' | 'statusChangedAt'> &
  Pick<
    Applicant,
    | 'appliedAt'
    | 'statusChangedAt'
    | 'candidateName'
    | 'candidateEmail'
    | 'pitch'
    | 'movedBy'
    | 'closedNoAnswer'
    | 'inTalentPool'
  > & { answers: AnswersCount | null };

function answersSummary(answers: AnswersCount | null, now: number): VideoAnswersSummary | null {
  if (!answers) return null;
  const { answered, total, deadlineAt } = answers;
  // As the application view's summary (summaryOf): a failed video left a question to answer again.
  const status =
    answered >= total ? 'answered' : now > Date.parse(deadlineAt) ? 'overdue' : 'in_progress';
  return { status, answered, total, deadlineAt };
}

/** An applicant applied to the reading company by definition, so the identity rule names them. */
export function toApplicant(row: ApplicantRow, now: number): Applicant {
  return Object.assign(applicationOf(row, row.appliedAt, row.statusChangedAt), {
    candidateName: candidateIdentity({ id: row.candidateId, name: row.candidateName }, true).label,
    candidateEmail: row.candidateEmail,
    pitch: row.pitch,
    movedBy: row.movedBy,
    closedNoAnswer: row.closedNoAnswer,
    inTalentPool: row.inTalentPool,
    videoAnswers: answersSummary(row.answers, now),
  });
}
