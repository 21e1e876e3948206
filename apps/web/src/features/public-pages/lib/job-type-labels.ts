import type { PublicFlight } from '@takeoff/shared/public-pages';

/** The words public pages show for a job type, as the server's pages do. */
export const JOB_TYPE_LABELS: Record<PublicFlight['type'], string> = { 'full-time': 'Full-time', 'part-time': 'Part-time', contract: 'Contract', internship: 'Internship' };
