/**
 * YouTube link rules of the seeds: the candidate form accepts watch, shorts and youtu.be links;
 * the company player also accepts embed/ and /v/ links. Ids are 11 characters of [A-Za-z0-9_-].
 */
export const YOUTUBE_HOST = 'youtube.com';
const ID = '([A-Za-z0-9_-]{11})';
const PREFIX = '^(?:https?:\\/\\/)?(?:www\\.|m\\.)?';
// Whatever follows the id must be a query, fragment or path boundary (not a 12th id character).
const TAIL = '(?:[?&#/].*)?$';

const FORM_PATTERNS = [
  new RegExp(`${PREFIX}youtube\\.com\\/watch\\?(?:.*&)?v=${ID}(?:[&#].*)?$`),
  new RegExp(`${PREFIX}youtube\\.com\\/shorts\\/${ID}${TAIL}`),
  new RegExp(`^(?:https?:\\/\\/)?(?:www\\.)?youtu\\.be\\/${ID}${TAIL}`),
];
const PLAYER_PATTERNS = [
  ...FORM_PATTERNS,
  new RegExp(`${PREFIX}youtube(?:-nocookie)?\\.com\\/embed\\/${ID}${TAIL}`),
  new RegExp(`${PREFIX}youtube\\.com\\/v\\/${ID}${TAIL}`),
];

export const YOUTUBE_MESSAGES = {
  required: 'YouTube URL is required',
  // Exactly the forms the pitch form accepts (FORM_PATTERNS): the seeds' text suggested youtube.com/VIDEO_ID,
  // which it then refused.
  invalid: `Invalid YouTube URL. Please use ${YOUTUBE_HOST}/watch?v=VIDEO_ID, ${YOUTUBE_HOST}/shorts/VIDEO_ID or youtu.be/VIDEO_ID`,
  playerInvalidTitle: 'Unable to load video',
  playerInvalidBody: 'Invalid YouTube URL format',
  noVideo: 'No video available',
  loadErrorTitle: 'Video Load Error',
  loadErrorBody: 'Failed to load YouTube video',
} as const;

const firstMatch = (patterns: RegExp[], url: string | null | undefined): string | null => {
  const value = url?.trim();
  if (!value || value.length > 2048) return null;
  for (const pattern of patterns) {
    const match = pattern.exec(value);
    if (match?.[1]) return match[1];
  }
  return null;
};

/** The video id of a link the candidate pitch form accepts (watch, shorts, youtu.be), else null. */
export const parsePitchYoutubeId = (url: string | null | undefined) =>
  firstMatch(FORM_PATTERNS, url);

/** The video id of a link the company player accepts (form links plus embed/ and /v/), else null. */
export const parsePlayerYoutubeId = (url: string | null | undefined) =>
  firstMatch(PLAYER_PATTERNS, url);

/** The candidate form's rule: returns the seeds' message for a bad value, or null when valid. */
export function validatePitchYoutubeUrl(url: string | null | undefined): string | null {
  if (!url?.trim()) return YOUTUBE_MESSAGES.required;
  return parsePitchYoutubeId(url) ? null : YOUTUBE_MESSAGES.invalid;
}

/** Privacy-enhanced embed URL for an id (frames allowed by the CSP from youtube-nocookie.com). */
export const youtubeEmbedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${id}`;

export const youtubeThumbnailFromId = (id: string) =>
  `https://img.youtube.com/vi/${id}/hqdefault.jpg`;

/**
 * Thumbnail as the seeds derive it: the stored thumbnail if any, else one derived from a
 * short, watch or youtu.be link, else null (the caller shows its placeholder image).
 */
export function pitchThumbnail(pitch: {
  thumbnailUrl?: string | null;
  youtubeLink?: string | null;
  videoUrl?: string | null;
}): string | null {
  if (pitch.thumbnailUrl) return pitch.thumbnailUrl;
  const id = parsePitchYoutubeId(pitch.youtubeLink) ?? parsePitchYoutubeId(pitch.videoUrl);
  return id ? youtubeThumbnailFromId(id) : null;
}
