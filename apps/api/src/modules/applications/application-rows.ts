import { eq } from 'drizzle-orm';
import type { Applicant, Application } from '@takeoff/shared/applications';
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

export function toApplication(row: ApplicationRow): Application {
  return { ...row, appliedAt: row.appliedAt.toISOString(), statusChangedAt: row.statusChangedAt.toISOString() };
}

export type ApplicantRow = ApplicationRow & Pick<Applicant, 'candidateName' | 'candidateEmail' | 'pitch' | 'movedBy'>;

/** An applicant applied to the reading company by definition, so the identity rule names them. */
export const toApplicant = (row: ApplicantRow): Applicant => ({
  ...toApplication(row),
  candidateName: candidateIdentity({ id: row.candidateId, name: row.candidateName }, true).label,
  candidateEmail: row.candidateEmail,
  pitch: row.pitch,
  movedBy: row.movedBy,
});
