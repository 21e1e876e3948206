import { eq } from 'drizzle-orm';
import type { Applicant, Application } from '@takeoff/shared/applications';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { applications, jobs } from '../../db/schema/jobs';
import { alias } from 'drizzle-orm/pg-core';

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

export type ApplicantRow = ApplicationRow & Pick<Applicant, 'candidateName' | 'candidateEmail' | 'pitch'>;

export const toApplicant = (row: ApplicantRow): Applicant => ({ ...toApplication(row), candidateName: row.candidateName, candidateEmail: row.candidateEmail, pitch: row.pitch });
