/** Hosts the CSP lets us frame; anything else is shown as a plain link. */
const FRAMEABLE_HOSTS = new Set([
  'www.youtube.com',
  'www.youtube-nocookie.com',
  'www.loom.com',
  'player.vimeo.com',
]);

export type Embed = { kind: 'frame'; src: string } | { kind: 'link'; href: string };

/** https://www.loom.com/share/<id>[?…] → https://www.loom.com/embed/<id>; anything else is returned unchanged. */
export function loomShareToEmbed(url: string): string {
  const match = /^https?:\/\/(?:www\.)?loom\.com\/share\/([A-Za-z0-9]+)/.exec(url.trim());
  return match ? `https://www.loom.com/embed/${match[1]}` : url.trim();
}

function youTubeId(url: URL): string | null {
  const host = url.hostname.replace(/^www\.|^m\./, '');
  if (host === 'youtu.be') return url.pathname.slice(1).split('/')[0] || null;
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const match = /^\/(?:embed|shorts|live)\/([\w-]+)/.exec(url.pathname);
  return match?.[1] ?? null;
}

/** How a stored media URL is shown: a frame for the allowed players, otherwise a link (or null if not a URL). */
export function toEmbed(raw: string): Embed | null {
  let url: URL;
  try {
    url = new URL(loomShareToEmbed(raw));
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const ytId = youTubeId(url);
  if (ytId && /^[\w-]+$/.test(ytId))
    return { kind: 'frame', src: `https://www.youtube-nocookie.com/embed/${ytId}` };
  const vimeo = /^(?:www\.)?vimeo\.com$/.test(url.hostname) ? /^\/(\d+)/.exec(url.pathname) : null;
  if (vimeo) return { kind: 'frame', src: `https://player.vimeo.com/video/${vimeo[1]}` };
  if (
    url.protocol === 'https:' &&
    FRAMEABLE_HOSTS.has(url.hostname) &&
    /^\/(embed|video)\//.test(url.pathname)
  ) {
    return { kind: 'frame', src: url.toString() };
  }
  return { kind: 'link', href: url.toString() };
}
