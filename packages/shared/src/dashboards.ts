import { z } from 'zod';

/** The candidate overview's four tiles, counted from real data (the seeds show fixed samples). */
export const CandidateStats = z
  .object({
    applications: z.number().int().min(0),
    interviews: z.number().int().min(0),
    savedJobs: z.number().int().min(0),
    profileViews: z.number().int().min(0),
  })
  .meta({ id: 'CandidateStats' });
export type CandidateStats = z.infer<typeof CandidateStats>;
