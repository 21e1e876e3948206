import { typeLabel } from './flight-views';
import { escapeXml, summary } from './html';
import { flightPath, type FlightRecord } from './flights.service';
import type { SitemapEntry } from './syndication.service';

const X = escapeXml;

export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map(
    (e) =>
      `<url><loc>${X(origin + e.path)}</loc><lastmod>${e.lastmod.toISOString()}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(origin: string, chunks: number): string {
  const maps = Array.from(
    { length: chunks },
    (_, i) => `<sitemap><loc>${X(`${origin}/sitemaps/${i + 1}.xml`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${maps.join('\n')}\n</sitemapindex>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\n\nSitemap: ${origin}/sitemap.xml\n`;
}

const itemText = (f: FlightRecord) =>
  `${f.companyName} · ${f.location} · ${typeLabel(f.type)}${f.salary ? ` · ${f.salary}` : ''}\n\n${f.description}`;

export interface FeedInfo {
  title: string;
  description: string;
  /** Site-relative paths. */
  homePath: string;
  feedPath: string;
}

/** RSS 2.0 with an atom:link to itself, as validators ask. */
export function rssXml(origin: string, feed: FeedInfo, flights: FlightRecord[]): string {
  const updated = flights.reduce(
    (latest, f) => (f.updatedAt > latest ? f.updatedAt : latest),
    new Date(0),
  );
  const items = flights.map((f) => {
    const url = origin + flightPath(f.flightNumber);
    return `<item><title>${X(`${f.title} — ${f.companyName}`)}</title><link>${X(url)}</link><guid isPermaLink="true">${X(url)}</guid><pubDate>${f.createdAt.toUTCString()}</pubDate><description>${X(summary(itemText(f), 500))}</description>${f.skills.map((s) => `<category>${X(s)}</category>`).join('')}</item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<title>${X(feed.title)}</title>
<link>${X(origin + feed.homePath)}</link>
<description>${X(feed.description)}</description>
<language>en</language>
<atom:link href="${X(origin + feed.feedPath)}" rel="self" type="application/rss+xml"/>
${flights.length > 0 ? `<lastBuildDate>${updated.toUTCString()}</lastBuildDate>\n` : ''}${items.join('\n')}
</channel>
</rss>
`;
}

/** JSON Feed 1.1 (jsonfeed.org/version/1.1). */
export function jsonFeed(origin: string, feed: FeedInfo, flights: FlightRecord[]) {
  return {
    version: 'https://jsonfeed.org/version/1.1',
    title: feed.title,
    description: feed.description,
    home_page_url: origin + feed.homePath,
    feed_url: origin + feed.feedPath,
    language: 'en',
    items: flights.map((f) => ({
      id: origin + flightPath(f.flightNumber),
      url: origin + flightPath(f.flightNumber),
      title: `${f.title} — ${f.companyName}`,
      content_text: itemText(f),
      summary: summary(f.description, 200),
      date_published: f.createdAt.toISOString(),
      date_modified: f.updatedAt.toISOString(),
      authors: [{ name: f.companyName }],
      tags: f.skills,
    })),
  };
}
