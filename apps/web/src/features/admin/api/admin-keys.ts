/** Query keys of the back-office; every admin query starts with 'admin' so logout drops them all. */
export const adminKeys = {
  all: ['admin'] as const,
  defaults: ['admin', 'defaults'] as const,
  stats: ['admin', 'stats'] as const,
  users: (q: string, role: string, state: string) => ['admin', 'users', q, role, state] as const,
  jobs: (q: string, status: string) => ['admin', 'jobs', q, status] as const,
  jobsAll: ['admin', 'jobs'] as const,
  companies: (q: string) => ['admin', 'companies', q] as const,
  pitches: ['admin', 'pitches'] as const,
  promos: ['admin', 'promos'] as const,
  audit: (filters: Record<string, string>) => ['admin', 'audit', filters] as const,
  admins: ['admin', 'admins'] as const,
  totp: ['admin', 'totp'] as const,
  backgroundJobs: (state: string) => ['admin', 'background-jobs', state] as const,
  scheduledJobs: ['admin', 'scheduled-jobs'] as const,
};
/** The public pitch list (another area's query) is refreshed after a reorder. */
export const publicPitchesKey = ['candidate-pitches'] as const;
