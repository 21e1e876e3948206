import { eq, sql, type SQL } from 'drizzle-orm';
import {
  PROMISE_DAYS_DEFAULT,
  RECORD_WINDOW_DAYS,
  publicFigures,
  type AnswerRecord,
  type ResponseRecord,
} from '@takeoff/shared/response-promise';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { responsePromises, responseRecords } from '../../db/schema/response-promise';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { firstAnswerLateral } from './first-answer.sql';

/**
 * Every organisation's record over the last RECORD_WINDOW_DAYS in one statement (the scheduled job, never a visit):
 * an application counts once its outcome is known — answered by `now`, or its promise ran out — answered in time
 * means at or before its due time, and the median is over the answered ones. The same rule as `recordFigures` in
 * the shared package, which the tests hold it to. Organisations that left the window lose their row.
 */
export async function refreshResponseRecords(deps: Pick<AppDeps, 'db'>, now = new Date()) {
  return deps.db.transaction(async (tx) => {
    const written = await tx.execute(sql`
      insert into response_records (org_id, decided, answered_in_time, median_hours, computed_at)
      select w.org_id,
             count(*) filter (where w.answered_at is not null or w.due_at <= ${now})::int,
             count(*) filter (where w.answered_at <= w.due_at)::int,
             percentile_cont(0.5) within group (order by extract(epoch from w.answered_at - w.applied_at) / 3600),
             ${now}
        from (
          select p.org_id, p.applied_at, p.due_at, case when ans.at <= ${now} then ans.at end as answered_at
            from application_promises p
            join applications a on a.id = p.application_id
            left join ${firstAnswerLateral()} ans on true
           where p.applied_at > ${now}::timestamptz - make_interval(days => ${RECORD_WINDOW_DAYS})
             and p.applied_at <= ${now}
        ) w
       group by w.org_id
      on conflict (org_id) do update
        set decided = excluded.decided, answered_in_time = excluded.answered_in_time,
            median_hours = excluded.median_hours, computed_at = excluded.computed_at`);
    await tx.execute(sql`delete from response_records where computed_at <> ${now}`);
    return written.rowCount ?? 0;
  });
}

/** The stored figures of one organisation, as everyone may see them (none below the minimum count). */
export async function recordOf(exec: Executor, orgId: number): Promise<ResponseRecord> {
  const [row] = await exec
    .select({
      promiseDays: responsePromises.promiseDays,
      decided: responseRecords.decided,
      answeredInTime: responseRecords.answeredInTime,
      medianHours: responseRecords.medianHours,
    })
    .from(users)
    .leftJoin(responsePromises, eq(responsePromises.orgId, users.id))
    .leftJoin(responseRecords, eq(responseRecords.orgId, users.id))
    .where(sql`${users.id} = ${orgId} and ${users.role} = 'company'`);
  if (!row) throw AppError.notFound('Company not found');
  return {
    companyId: orgId,
    promiseDays: row.promiseDays ?? PROMISE_DAYS_DEFAULT,
    figures: publicFigures(
      row.decided === null
        ? null
        : {
            decided: row.decided,
            answeredInTime: row.answeredInTime!,
            medianHours: row.medianHours,
          },
    ),
  };
}

/**
 * The stored record beside other columns of one statement (public pages read it with the flight or company they
 * show, in the same round trip): joins `rr` and `rp` for the organisation id `orgId`, and the columns to select.
 */
export const storedRecordJoin = (orgId: SQL) => sql`
  left join response_records rr on rr.org_id = ${orgId}
  left join response_promises rp on rp.org_id = ${orgId}`;
export const STORED_RECORD_COLUMNS = sql`rr.decided as record_decided, rr.answered_in_time as record_answered_in_time,
  rr.median_hours as record_median_hours, rr.computed_at as record_computed_at, rp.promise_days as record_promise_days`;

export interface StoredRecordSqlRow {
  record_decided?: number | null;
  record_answered_in_time?: number | null;
  record_median_hours?: number | null;
  record_promise_days?: number | null;
  record_computed_at?: Date | string | null;
}

/** The stored record of `companyId` from a row with STORED_RECORD_COLUMNS (no figures below the minimum count). */
export function storedResponseRecord(companyId: number, row: StoredRecordSqlRow): ResponseRecord {
  return {
    companyId,
    promiseDays: Number(row.record_promise_days ?? PROMISE_DAYS_DEFAULT),
    figures: publicFigures(
      row.record_decided == null
        ? null
        : {
            decided: Number(row.record_decided),
            answeredInTime: Number(row.record_answered_in_time),
            medianHours: row.record_median_hours == null ? null : Number(row.record_median_hours),
          },
    ),
  };
}

/** What a public page shows of the record: the promise and the figures, or nothing below the minimum count. */
export function shownRecordOf(companyId: number, row: StoredRecordSqlRow): AnswerRecord | null {
  const { promiseDays, figures } = storedResponseRecord(companyId, row);
  return figures ? { promiseDays, figures } : null;
}

/**
 * When the shown record was computed, or null when none is shown: a page showing it was modified then too, so a
 * revalidation by date alone (If-Modified-Since) does not keep old figures.
 */
export function shownRecordTime(companyId: number, row: StoredRecordSqlRow): Date | null {
  if (!shownRecordOf(companyId, row) || row.record_computed_at == null) return null;
  return new Date(row.record_computed_at);
}

export const getResponseRecord = (deps: Pick<AppDeps, 'db'>, companyId: number) =>
  recordOf(deps.db, companyId);
