import { computeInterviewDisplayStatus, type Interview } from '@takeoff/shared/interviews';

const rank = { live: 0, upcoming: 1, ended: 2, completed: 2, cancelled: 3 } as const;

/** Live first, then upcoming soonest first, then past ones newest first. */
export function sortForDisplay(interviews: Interview[], now: Date): Interview[] {
  return interviews
    .map((interview) => ({
      interview,
      status: computeInterviewDisplayStatus(interview.scheduledAt, interview.status, now),
      at: Date.parse(interview.scheduledAt),
    }))
    .sort(
      (a, b) => rank[a.status] - rank[b.status] || (rank[a.status] < 2 ? a.at - b.at : b.at - a.at),
    )
    .map(({ interview }) => interview);
}
