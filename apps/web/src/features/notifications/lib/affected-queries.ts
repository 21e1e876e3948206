/**
 * The cached data a pushed notification makes stale, by type: the notification list updates itself, but an open
 * thread, the inbox, the company's dashboard figures and pipeline, or the interview lists only change when they
 * are asked again. Keys are the other areas' query-key roots (plain arrays, so no feature imports another).
 */
export const AFFECTED_QUERY_ROOTS: Record<string, readonly string[]> = {
  new_message: ['messages'],
  new_application: ['applications', 'dashboards'],
  interview_scheduled: ['interviews', 'dashboards'],
  interview_moved: ['interviews', 'dashboards'],
  interview_cancelled: ['interviews', 'dashboards'],
  join_request: ['join-requests', 'time-slots'],
  join_accepted: ['interviews', 'time-slots', 'dashboards'],
  join_declined: ['time-slots'],
  new_video: ['pitches'],
  job_posted: ['jobs'],
  // An answer's video could not be processed: an open answer session shows it as one to answer again.
  video_answer_failed: ['video-answers'],
};

export const affectedQueryKeys = (type: string): string[][] =>
  (AFFECTED_QUERY_ROOTS[type] ?? []).map((root) => [root]);
