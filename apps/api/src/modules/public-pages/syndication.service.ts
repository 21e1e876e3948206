import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { currentSlug } from './company-slugs.service';
import { OPEN_PUBLIC, selectFlights, type FlightRecord } from './flights.service';

type Deps = Pick<AppDeps, 'db'>;

/** The sitemaps' limit per file (sitemaps.org): past it, /sitemap.xml becomes an index of chunks. */
export const SITEMAP_URLS_PER_FILE = 50_000;
/** Feeds carry the newest open public flights. */
export const FEED_ITEMS = 100;

export interface SitemapEntry {
  path: string;
  lastmod: Date;
}

/** Companies with open public flights but no slug yet get one, so their careers pages can be listed. */
async function giveSlugsToListedCompanies(deps: Deps) {
  const missing = await deps.db.execute(sql`
    select distinct j.company_id, u.name from jobs j join users u on u.id = j.company_id
     where ${OPEN_PUBLIC} and not exists (select 1 from company_slugs s where s.company_id = j.company_id and s.current)`);
  for (const row of missing.rows as { company_id: number; name: string }[])
    await currentSlug(deps.db, Number(row.company_id), row.name);
}

/**
 * Every public URL in one order: careers pages of companies with open public flights, then the flights (lastmod:
 * the job's update time). Sliced by SQL, so a chunk costs one page of rows.
 */
const sitemapRows = sql`(
  select '/careers/' || s.slug as path, max(j.updated_at) as lastmod, 0 as kind, j.company_id as ord
    from jobs j join users u on u.id = j.company_id and u.disabled_at is null
    join company_slugs s on s.company_id = j.company_id and s.current
   where ${OPEN_PUBLIC}
   group by s.slug, j.company_id
  union all
  select '/flights/' || j.flight_number, j.updated_at, 1, j.id
    from jobs j join users u on u.id = j.company_id and u.disabled_at is null
   where ${OPEN_PUBLIC}
) urls`;

export async function countSitemapUrls(deps: Deps): Promise<number> {
  await giveSlugsToListedCompanies(deps);
  const result = await deps.db.execute(sql`select count(*)::int as n from ${sitemapRows}`);
  return Number((result.rows[0] as { n: number }).n);
}

export async function sitemapChunk(
  deps: Deps,
  chunk: number,
  size = SITEMAP_URLS_PER_FILE,
): Promise<SitemapEntry[]> {
  const result = await deps.db.execute(
    sql`select path, lastmod from ${sitemapRows} order by kind, ord limit ${size} offset ${chunk * size}`,
  );
  return (result.rows as { path: string; lastmod: Date | string }[]).map((row) => ({
    path: row.path,
    lastmod: new Date(row.lastmod),
  }));
}

/** The newest open public flights, for every feed; `companyId` narrows to one company's careers feed. */
export function feedFlights(deps: Deps, companyId?: number): Promise<FlightRecord[]> {
  const where =
    companyId === undefined ? OPEN_PUBLIC : sql`j.company_id = ${companyId} and ${OPEN_PUBLIC}`;
  return selectFlights(deps, where, sql`order by j.id desc limit ${FEED_ITEMS}`);
}
