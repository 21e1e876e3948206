import { seesOnlyAssignedJobs } from '@takeoff/shared/org-roles';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  APPLICATION_STATUSES,
  PIPELINE_STAGES,
  type CompanyJobStats,
  type JobsWithApplicationsPage,
  type JobsWithApplicationsQuery,
} from '@takeoff/shared/applications';
import type { AppDeps } from '../../deps';
import { applications, jobs } from '../../db/schema/jobs';
import { interviews } from '../../db/schema/interviews';
import { isoTime } from '../../db/iso-time';
import { preparedPerDatabase } from '../../db/prepared';
import type { SessionUser } from '../../http/session';
import { assertCompanySelf, listCompanyJobs } from '../jobs/jobs.service';
import { applicantPitchVideos } from '../pitch-videos/pitch-videos.applicants';
import { inTalentPoolOf } from '../response-promise/talent-pool.sql';
import { automatedScoresOn, overridesOfApplications } from '../score-reviews/score-views';
import { applicationColumns, toApplicant, type AnswersCount } from './application-rows';

/** An applicant's name, email and pitch, as the board's statement reads them (one subquery per applicant). */
interface ApplicantIdentity {
  name: string;
  email: string;
  pitch: null | {
    id: number;
    title: string;
    skills: string[];
    youtubeLink: string | null;
    videoUrl: string | null;
    moodScore: number | null;
    confidenceScore: number | null;
    notAnalysed: boolean;
  };
  /** Its Takeoff-hosted video, played on the card when ready and the media route would serve it (applicantPitchVideos). */
  pitchVideoId: number | null;
  pitchPlayable: boolean;
}

const { companyName: _companyName, ...applicantColumns } = applicationColumns;

/**
 * The applicants of a page of jobs, newest first, with their pitch and the member who last moved them, their times
 * as ISO text; with talentPoolOnly only those the company kept in its talent pool. Prepared once per database (the
 * job ids come as one array): building this statement on every visit was the largest share of the pipeline board's
 * own CPU in `pnpm bench`.
 */
const applicantsOfJobsStatement = (talentPoolOnly: boolean) =>
  preparedPerDatabase((db) =>
    db
      .select({
        ...applicantColumns,
        appliedAt: isoTime(applications.appliedAt),
        statusChangedAt: isoTime(applications.statusChangedAt),
        // A subquery per applicant (two unique-key probes), not joins: joined, a board of a thousand applicants was
        // planned as a hash join over a scan of every user (docs/performance.md).
        applicant: sql<ApplicantIdentity>`(
          select json_build_object('name', u.name, 'email', u.email,
            'pitch', case when p.id is null then null else json_build_object(
              'id', p.id, 'title', p.title, 'skills', p.skills, 'youtubeLink', p.youtube_link, 'videoUrl', p.video_url,
              'moodScore', p.mood_score, 'confidenceScore', p.confidence_score,
              'notAnalysed', coalesce(p.analysis->'evidence'->>'language' = 'other', false)) end,
            'pitchVideoId', p.video_id, 'pitchPlayable', coalesce(p.is_active and not p.consent_withdrawn, false))
            from users u left join candidate_pitches p on p.candidate_id = u.id
           where u.id = ${applications.candidateId})`,
        // The member who made the last stage move (the candidate's own application is not a move).
        movedBy: sql<null | { id: number; name: string }>`(
        select json_build_object('id', m.id, 'name', m.name) from application_events e join users m on m.id = e.actor_id
         where e.application_id = ${applications.id} and e.from_status is not null and m.role = 'company'
         order by e.id desc limit 1)`,
        closedNoAnswer: sql<boolean>`exists (select 1 from application_promises p
         where p.application_id = ${applications.id} and p.closed_at is not null)`,
        inTalentPool: sql<boolean>`${inTalentPoolOf(jobs.companyId, applications.candidateId)}`,
        // The video answers' card line: one index lookup by application, one count on the answers' key (a video
        // that failed processing is no answer: the candidate records it again).
        answers: sql<AnswersCount | null>`(
        select json_build_object('answered', (select count(*)::int from video_answers va
                                                left join pitch_videos v on v.id = va.video_id
                                               where va.request_id = r.id and va.submitted_at is not null
                                                 and v.state is distinct from 'failed'),
               'total', cardinality(r.questions), 'deadlineAt', ${isoTime(sql`r.deadline_at`)})
          from video_answer_requests r where r.application_id = ${applications.id})`,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(
        and(
          sql`${applications.jobId} = any(${sql.placeholder('jobIds')}::int[])`,
          talentPoolOnly ? inTalentPoolOf(jobs.companyId, applications.candidateId) : undefined,
        ),
      )
      .orderBy(desc(applications.id))
      .prepare(`takeoff_pipeline_applicants${talentPoolOnly ? '_pool' : ''}`),
  );
const applicantsOfJobs = {
  any: applicantsOfJobsStatement(false),
  talentPool: applicantsOfJobsStatement(true),
};

const YOUTUBE_PITCH = { source: 'youtube', video: null } as const;

/**
 * A company's jobs, each with its applications. This is the one company view that names candidates
 * (they applied to this company), so it carries their name, email and pitch (an interviewer gets no email).
 * `talentPool=true`: only the applicants in this company's own talent pool, and only the jobs that have one.
 */
export async function jobsWithApplications(
  deps: AppDeps,
  actor: SessionUser,
  companyId: number,
  query: JobsWithApplicationsQuery,
): Promise<JobsWithApplicationsPage> {
  const talentPoolOnly = query.talentPool === 'true';
  const jobPage = await listCompanyJobs(deps, actor, companyId, query, { talentPoolOnly });
  const ids = jobPage.items.map((j) => j.id);
  const statement = talentPoolOnly ? applicantsOfJobs.talentPool : applicantsOfJobs.any;
  const rows = ids.length === 0 ? [] : await statement(deps.db).execute({ jobIds: ids });
  const byJob = new Map<number, ReturnType<typeof toApplicant>[]>();
  const hideEmail = seesOnlyAssignedJobs(actor.org?.role);
  const [videos, scoresOn, overrides] = await Promise.all([
    applicantPitchVideos(
      deps,
      actor,
      rows.map(({ applicant }) => ({
        videoId: applicant.pitchVideoId,
        playable: applicant.pitchPlayable,
      })),
    ),
    automatedScoresOn(deps.db, actor.partyId),
    overridesOfApplications(
      deps.db,
      actor.partyId,
      rows.map((r) => r.id),
    ),
  ]);
  // Every job of the page is the company's own: its name comes with the page, not again with each applicant.
  const companyNames = new Map(jobPage.items.map((job) => [job.id, job.companyName]));
  const now = Date.now();
  for (const [i, row] of rows.entries()) {
    const list = byJob.get(row.jobId) ?? [];
    const { name, email, pitch: stored } = row.applicant;
    const pitch = stored && Object.assign(stored, videos[i] ?? YOUTUBE_PITCH);
    const applicant = toApplicant(
      Object.assign(row, {
        companyName: companyNames.get(row.jobId)!,
        candidateName: name,
        candidateEmail: hideEmail ? null : email,
        pitch,
      }),
      now,
    );
    // Automated scores off: the numbers never leave the server; a member's judgement replaces them on the card.
    if (applicant.pitch)
      applicant.pitch = Object.assign(
        applicant.pitch,
        scoresOn ? {} : { moodScore: null, confidenceScore: null },
        { automatedScoresOff: !scoresOn, overrides: overrides.get(row.id) ?? [] },
      );
    list.push(applicant);
    byJob.set(row.jobId, list);
  }
  const items = jobPage.items.map(({ description: _description, ...job }) =>
    Object.assign(job, { applications: byJob.get(job.id) ?? [] }),
  );
  return { items, nextCursor: jobPage.nextCursor };
}

const stageRank = (column: unknown) =>
  sql`array_position(array['pending','reviewed','shortlisted','interviewing','hired']::text[], ${column}::text)`;

/** Dashboard figures from real rows: open jobs, applications, interviews, hires, funnel and median time to hire. */
export async function companyStats(
  deps: AppDeps,
  actor: SessionUser,
  companyId: number,
): Promise<CompanyJobStats> {
  assertCompanySelf(actor, companyId);
  const countsResult = await deps.db.execute<{ active_jobs: number; interviews: number }>(sql`
    select (select count(*)::int from ${jobs} where ${jobs.companyId} = ${companyId} and ${jobs.status} <> 'closed') as active_jobs,
           (select count(*)::int from ${interviews} where ${interviews.companyId} = ${companyId} and ${interviews.status} <> 'cancelled') as interviews`);
  const counts = countsResult.rows[0]!;
  // Per application, the furthest stage it ever reached (from its events and its current status).
  const reached = await deps.db.execute<{ rank: number; n: number }>(sql`
    select furthest as rank, count(*)::int as n from (
      select a.id, greatest(coalesce(max(${stageRank(sql`e.to_status`)}), 0), coalesce(${stageRank(sql`a.status`)}, 0)) as furthest
        from applications a
        join jobs j on j.id = a.job_id
        left join application_events e on e.application_id = a.id
       where j.company_id = ${companyId}
       group by a.id
    ) t group by furthest`);
  const ranks = reached.rows.map((r) => ({ rank: Number(r.rank), n: Number(r.n) }));
  // Ranks are 1-based stage positions; 0 means rejected before any recorded stage. Everyone applied.
  const funnel = PIPELINE_STAGES.map((status, i) => ({
    status,
    count: ranks.filter((r) => i === 0 || r.rank >= i + 1).reduce((sum, r) => sum + r.n, 0),
  }));
  const [totals] = await deps.db
    .select({
      applications: sql<number>`count(*)::int`,
      hires: sql<number>`count(*) filter (where ${applications.status} = 'hired')::int`,
      medianDays: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from (
          (select max(e.created_at) from application_events e where e.application_id = ${applications.id} and e.to_status = 'hired')
          - ${applications.appliedAt})) / 86400) filter (where ${applications.status} = 'hired')`,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(jobs.companyId, companyId));
  // Where the applications stand today (the funnel above counts every stage each one ever passed).
  const now = await deps.db
    .select({ status: applications.status, n: sql<number>`count(*)::int` })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(jobs.companyId, companyId))
    .groupBy(applications.status);
  const medianDays =
    totals?.medianDays == null ? null : Math.round(Number(totals.medianDays) * 10) / 10;
  return {
    activeJobs: Number(counts.active_jobs),
    applications: totals!.applications,
    interviews: Number(counts.interviews),
    hires: totals!.hires,
    funnel,
    pipeline: APPLICATION_STATUSES.map((status) => ({
      status,
      count: now.find((row) => row.status === status)?.n ?? 0,
    })),
    medianTimeToHireDays: medianDays,
  };
}
