import { eq, sql } from 'drizzle-orm';
import type { Job } from '@takeoff/shared/jobs';
import { mediaUrl } from '@takeoff/shared/media';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { jobs } from '../../db/schema/jobs';

/** The columns every job response needs, with the company's name joined in. */
export const jobColumns = {
  id: jobs.id,
  title: jobs.title,
  description: jobs.description,
  location: jobs.location,
  type: jobs.type,
  experience: jobs.experience,
  salary: jobs.salary,
  skills: jobs.skills,
  status: jobs.status,
  flightNumber: jobs.flightNumber,
  departureTime: jobs.departureTime,
  companyId: jobs.companyId,
  companyName: users.name,
  videoMediaId: jobs.videoMediaId,
  expiresAt: jobs.expiresAt,
  createdAt: jobs.createdAt,
};

export interface JobRow {
  id: number;
  title: string;
  description: string;
  location: string;
  type: Job['type'];
  experience: string;
  salary: string | null;
  skills: string[];
  status: Job['status'];
  flightNumber: string;
  departureTime: string | null;
  companyId: number;
  companyName: string;
  videoMediaId: number | null;
  expiresAt: Date | null;
  createdAt: Date;
}


export function toJob(row: JobRow): Job {
  const { videoMediaId, expiresAt, createdAt, ...rest } = row;
  return { ...rest, videoUrl: videoMediaId == null ? null : mediaUrl(videoMediaId), expiresAt: expiresAt?.toISOString() ?? null, createdAt: createdAt.toISOString() };
}

export const selectJobs = (exec: Executor) => exec.select(jobColumns).from(jobs).innerJoin(users, eq(users.id, jobs.companyId));

export async function findJob(exec: Executor, id: number): Promise<JobRow | null> {
  const [row] = await selectJobs(exec).where(eq(jobs.id, id)).limit(1);
  return row ?? null;
}

/** Lower-cased words only, so the document and the query split text the same way ('Node.js' → 'node js'). */
export const searchWords = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** The search document: title, company name, location and skills. */
export function searchDocument(job: { title: string; location: string; skills: string[] }, companyName: string) {
  const words = searchWords([job.title, companyName, job.location, ...job.skills].join(' '));
  return sql`to_tsvector('simple', ${words.join(' ')})`;
}

/** Every word of the query must match the start of a word of the job (search-as-you-type); null for no usable words. */
export function searchQuery(q: string | undefined): string | null {
  const words = searchWords(q ?? '').slice(0, 8);
  return words.length === 0 ? null : words.map((w) => `${w}:*`).join(' & ');
}
