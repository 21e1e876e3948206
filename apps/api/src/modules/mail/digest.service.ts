import { sql } from 'drizzle-orm';
import { candidateLabel } from '@takeoff/shared/pitches';
import { formatWeekRange, previousWeek, weekRange, type WeekRange } from '@takeoff/shared/rankings';
import type { Executor } from '../../db/client';
import type { AppDeps } from '../../deps';
import { MAIL_QUEUE } from './mail-queue';
import { queueMail } from './mail.service';

type Deps = Pick<AppDeps, 'db' | 'mail' | 'config'>;

/** The digest lists this many pitches; the rest are on the company's pitches board. */
export const DIGEST_LIST_LIMIT = 10;
/** A digest is news on the Monday it is due; a server started later that week does not send last week's. */
const CATCH_UP_WINDOW_MS = 24 * 60 * 60_000;

/** "2026-W47": the ISO week of a week that starts on `monday` in `timeZone`. */
export function isoWeekKey(monday: Date, timeZone: string): string {
  const localDate = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(monday);
  const day = new Date(`${localDate}T00:00:00Z`);
  // ISO 8601: a week belongs to the year of its Thursday.
  day.setUTCDate(day.getUTCDate() + 3);
  const week =
    Math.floor((day.getTime() - Date.UTC(day.getUTCFullYear(), 0, 1)) / (7 * 86_400_000)) + 1;
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

interface DigestRow {
  company_id: number;
  email: string;
  name: string;
  total: number;
  matches: { candidateId: number; pitchTitle: string; skills: string[] }[];
}

/**
 * Companies that turned the digest on, not yet served for `weekKey`, with the pitches published in `week`
 * (active, consent not withdrawn: what their pitches board shows) that share a skill with one of their open jobs.
 */
async function digestsToQueue(
  exec: Executor,
  week: WeekRange,
  weekKey: string,
): Promise<DigestRow[]> {
  const result = await exec.execute(sql`
    with opted as (
      select u.id, u.email, u.name from mail_preferences mp join users u on u.id = mp.user_id
       where mp.digest and u.role = 'company' and u.disabled_at is null),
    wanted as (
      select o.id as company_id, array_agg(distinct lower(s)) as skills
        from opted o join jobs j on j.company_id = o.id and j.status <> 'closed' cross join lateral unnest(j.skills) s
       group by o.id),
    fresh as (
      select p.candidate_id, p.title, p.skills, p.created_at from candidate_pitches p
       where p.created_at >= ${week.start.toISOString()} and p.created_at < ${week.end.toISOString()}
         and p.is_active and not p.consent_withdrawn),
    matches as (
      select w.company_id, f.candidate_id, f.title, f.created_at,
             array(select distinct s from unnest(f.skills) s where lower(s) = any(w.skills) order by s) as skills
        from wanted w cross join fresh f)
    select o.id as company_id, o.email, o.name, count(*)::int as total,
           json_agg(json_build_object('candidateId', m.candidate_id, 'pitchTitle', m.title, 'skills', m.skills)
                    order by cardinality(m.skills) desc, m.created_at desc) as matches
      from matches m join opted o on o.id = m.company_id
     where cardinality(m.skills) > 0
       and not exists (select 1 from mail_deliveries d where d.user_id = o.id and d.topic = ${`digest:${weekKey}`})
       and not exists (
         select 1 from pgboss.job q
          where q.name = ${MAIL_QUEUE} and q.data->>'template' = 'weekly_digest'
            and (q.data->>'userId')::int = o.id and q.data->'params'->>'week' = ${weekKey})
     group by o.id, o.email, o.name`);
  return result.rows as unknown as DigestRow[];
}

/**
 * Queues one digest of `week` per opted-in company with at least one match. Idempotent per week: a lock makes
 * instances take turns, and a company whose digest is queued or handled already is left out.
 */
export async function queueWeeklyDigests(deps: Deps, week: WeekRange): Promise<number> {
  const timeZone = deps.config.RANKINGS_TIMEZONE;
  const weekKey = isoWeekKey(week.start, timeZone);
  const weekLabel = formatWeekRange(week.start, week.end, timeZone);
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('takeoff:weekly-digest'))`);
    const rows = await digestsToQueue(tx, week, weekKey);
    for (const row of rows) {
      // Blind review: the digest names candidates by the same anonymous label as the pitches board.
      const matches = row.matches.slice(0, DIGEST_LIST_LIMIT).map((m) => ({
        label: candidateLabel(m.candidateId),
        pitchTitle: m.pitchTitle,
        skills: m.skills,
      }));
      await queueMail(
        deps,
        tx,
        'weekly_digest',
        { email: row.email, userId: Number(row.company_id) },
        {
          companyName: row.name,
          week: weekKey,
          weekLabel,
          weekStart: week.start.toISOString(),
          weekEnd: week.end.toISOString(),
          timeZone,
          total: Number(row.total),
          matches,
        },
      );
    }
    return rows.length;
  });
}

/** The Monday job, and its catch-up on start: the week that just ended, while it is still that Monday. */
export async function queueDueWeeklyDigests(deps: Deps, now = new Date()): Promise<number> {
  const timeZone = deps.config.RANKINGS_TIMEZONE;
  if (now.getTime() - weekRange(now, timeZone).start.getTime() >= CATCH_UP_WINDOW_MS) return 0;
  return queueWeeklyDigests(deps, previousWeek(now, timeZone));
}
