const YOUTUBE_ID =
  /(?:youtube\.com\/(?:watch\?(?:.*&)?v=|shorts\/)|youtu\.be\/)([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/;

/** The 11-character id of a watch, shorts or youtu.be link, or null. */
export function youtubeIdOf(link: string | null | undefined): string | null {
  return link ? (YOUTUBE_ID.exec(link)?.[1] ?? null) : null;
}

/** Stored thumbnail, else one derived from the video-site link, else null (the caller shows a placeholder). */
export function pitchThumbnail(pitch: {
  thumbnail_url: string | null;
  youtube_link: string | null;
}): string | null {
  if (pitch.thumbnail_url) return pitch.thumbnail_url;
  const id = youtubeIdOf(pitch.youtube_link);
  return id ? `https://img.youtube.com/vi/${id}/mqdefault.jpg` : null;
}
