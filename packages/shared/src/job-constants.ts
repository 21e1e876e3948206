// The jobs area's constants, without its schemas: a page that only shows jobs imports these, not zod.

export const JOB_TYPES = ['full-time', 'part-time', 'contract', 'internship'] as const;
/** The company form offers these; admins may also pick internship. */
export const COMPANY_JOB_TYPES = ['full-time', 'part-time', 'contract'] as const;
export const JOB_STATUSES = ['live', 'boarding', 'expiring', 'closed'] as const;

export const JOB_LIMITS = {
  title: 120,
  description: 5000,
  location: 120,
  experience: 60,
  salary: 60,
  skill: 40,
  skills: 20,
  search: 100,
} as const;
export const DEFAULT_EXPERIENCE = 'Not specified';
export const LATEST_JOBS_COUNT = 3;
