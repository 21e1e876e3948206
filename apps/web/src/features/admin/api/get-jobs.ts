import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminJob } from '@takeoff/shared/admin-jobs';
import { adminKeys } from './admin-keys';
import { pagedQueryOptions } from './paged';

/** Search and status filter run on the server (title, company name, location; case-insensitive). */
export const jobsQueryOptions = (q: string, status: string) =>
  pagedQueryOptions<AdminJob>(adminKeys.jobs(q, status), '/api/admin/jobs', {
    q: q.trim() || undefined,
    status: status === 'all' ? undefined : status,
  });
export const useJobs = (q: string, status: string) => useInfiniteQuery(jobsQueryOptions(q, status));
