import { sql, type SQL } from 'drizzle-orm';
import type { AdminCompany, AdminCompanyPage, AdminCompanyQuery } from '@takeoff/shared/admin';
import type { AppDeps } from '../../deps';
import { decodeCursor, encodeCursor } from '../../http/cursor';
import { escapeLike } from '../../db/like-pattern';

/**
 * Companies read in name order before a search turns to the trigram index. A common word start (the first letters
 * typed) fills its page within them; a rarer one would make the walk read every company.
 */
const WALK_WINDOW = 500;

type Deps = Pick<AppDeps, 'db'>;

async function companyRows(deps: Deps, statement: SQL): Promise<AdminCompany[]> {
  const result = await deps.db.execute(statement);
  return (result.rows as { id: number; name: string; verified: boolean }[]).map((r) => ({
    id: Number(r.id),
    name: r.name,
    verified: Boolean(r.verified),
  }));
}

/** The start of the name, or of any word in it (after a space), case-insensitive. */
const matchOn = (name: SQL, q: string) =>
  sql`(${name} ilike ${`${escapeLike(q)}%`} or ${name} ilike ${`% ${escapeLike(q)}%`})`;

async function searchCompanies(
  deps: Deps,
  q: string,
  after: SQL,
  take: number,
): Promise<AdminCompany[]> {
  const walked = await companyRows(
    deps,
    sql`select w.id, w.name, w.verified
          from (select u.id, u.name, u.verified_at is not null as verified from users u
                 where u.role = 'company' ${after} order by u.name, u.id limit ${WALK_WINDOW}) w
         where ${matchOn(sql`w.name`, q)}
         order by w.name, w.id
         limit ${take}`,
  );
  if (walked.length === take) return walked;
  // Every match from the trigram index, then the page. Materialized: left to itself, the planner misjudges how
  // many companies a word start matches and walks the whole name order for a term that matches late in it.
  return companyRows(
    deps,
    sql`with matches as materialized (
          select u.id, u.name, u.verified_at is not null as verified from users u
           where u.role = 'company' and ${matchOn(sql`u.name`, q)} ${after})
        select id, name, verified from matches order by name, id limit ${take}`,
  );
}

/** The job form's company picker: a page of companies in name order (keyset on name, id), optionally searched. */
export async function listCompanies(
  deps: Deps,
  query: AdminCompanyQuery,
): Promise<AdminCompanyPage> {
  const cursor = query.cursor ? decodeCursor(query.cursor, ['text', 'id']) : null;
  const after = cursor ? sql`and (u.name, u.id) > (${cursor[0]}::text, ${cursor[1]}::int)` : sql``;
  const take = query.limit + 1;
  const rows = query.q
    ? await searchCompanies(deps, query.q, after, take)
    : await companyRows(
        deps,
        sql`select u.id, u.name, u.verified_at is not null as verified from users u
             where u.role = 'company' ${after} order by u.name, u.id limit ${take}`,
      );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page,
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.name, last.id]) : null,
  };
}
