import { sql, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@takeoff/shared/common';
import { AppError } from '../../http/app-error';
import { decodeCursor, encodeCursor } from '../../http/cursor';

/** A row of a schedule page: its start as PostgreSQL text (full precision, for the cursor) and its id. */
export interface ScheduledRow {
  id: number;
  startKey: string;
}

/**
 * Reads one segment: rows matching `range`, in `order`, at most `limit`. The caller's query filters on the
 * owner and orders by (start, id), so an index on (owner, start, id) serves every page.
 */
export type SegmentReader<R extends ScheduledRow> = (
  range: SQL,
  order: 'asc' | 'desc',
  limit: number,
) => Promise<R[]>;

const UPCOMING = 0;
const EARLIER = 1;

/**
 * Keyset pages of things with a start time (interviews, slots): first those starting at or after a boundary,
 * soonest first, then the earlier ones, latest first — what a schedule shows at the top. The boundary is
 * fixed when the first page is read and travels in the cursor, so rows never move between segments while
 * a client pages (no overlap, no skip); ties on the start are broken by id.
 */
export async function pageBySchedule<R extends ScheduledRow>(
  page: PageQuery,
  start: SQL,
  id: SQL,
  firstBoundary: () => Date,
  read: SegmentReader<R>,
): Promise<{ rows: R[]; nextCursor: string | null }> {
  let boundary = firstBoundary().toISOString();
  let segment = UPCOMING;
  let after: { at: string; id: number } | null = null;
  if (page.cursor) {
    const [b, s, at, lastId] = decodeCursor(page.cursor, ['timestamp', 'int', 'timestamp', 'id']);
    if (s !== UPCOMING && s !== EARLIER)
      throw new AppError('INVALID_CURSOR', 400, 'Invalid cursor');
    boundary = b;
    segment = s;
    after = { at, id: lastId };
  }
  const rows: { row: R; segment: number }[] = [];
  if (segment === UPCOMING) {
    const range = after
      ? sql`${start} >= ${boundary}::timestamptz and (${start}, ${id}) > (${after.at}::timestamptz, ${after.id})`
      : sql`${start} >= ${boundary}::timestamptz`;
    for (const row of await read(range, 'asc', page.limit + 1))
      rows.push({ row, segment: UPCOMING });
    after = null;
  }
  if (rows.length <= page.limit) {
    const range = after
      ? sql`${start} < ${boundary}::timestamptz and (${start}, ${id}) < (${after.at}::timestamptz, ${after.id})`
      : sql`${start} < ${boundary}::timestamptz`;
    for (const row of await read(range, 'desc', page.limit + 1 - rows.length))
      rows.push({ row, segment: EARLIER });
  }
  const taken = rows.slice(0, page.limit);
  const last = taken.at(-1);
  return {
    rows: taken.map((r) => r.row),
    nextCursor:
      rows.length > page.limit && last
        ? encodeCursor([boundary, last.segment, last.row.startKey, last.row.id])
        : null,
  };
}
