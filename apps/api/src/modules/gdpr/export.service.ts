import { eq } from 'drizzle-orm';
import { EXPORT_FORMAT_ID, type ExportIndexEntry } from '@takeoff/shared/gdpr';
import { mediaUrl } from '@takeoff/shared/media';
import type { AppDeps } from '../../deps';
import { users } from '../../db/schema/auth';
import { AppError } from '../../http/app-error';
import { rowsReferencing, userReferences } from './user-references';
import { getPreferences } from '../mail/preferences.service';
import { pitchVideoAssetUrl } from '../pitch-videos/pitch-videos.views';
import { answerRowsOfCandidate } from '../video-answers/video-answers.store';

type Row = Record<string, unknown>;

/** Secrets are never exported, even hashed ones. */
const SECRET_COLUMNS = new Set(['tokenHash', 'passwordHash']);

/**
 * Rows where the user is only the subject of another party's private evaluation (a company's notes
 * about a candidate) are that party's working data, not data the user provided (Art. 20).
 */
const SUBJECT_ONLY: Record<string, string> = {
  candidate_notes: 'candidate_id',
  unsolicited_contacts: 'candidate_id',
  // Members' scorecards are each member's own (hidden from the others until they submit theirs), not the
  // organisation account's: the founder's export holds only the ones they wrote.
  scorecards: 'org_id',
};

/**
 * Rows where the user is the subject of another party's act that the product keeps anonymous (a rating, a view
 * of the pitch): the row is the user's data, who did it is not. One rule for every such table: when the user is
 * the subject, the other party's column is left out.
 */
const OTHER_PARTY_HIDDEN: Record<string, { subject: string; hidden: string }> = {
  ratings: { subject: 'target_id', hidden: 'rater_id' },
  profile_views: { subject: 'candidate_id', hidden: 'company_id' },
};

function withoutHiddenParty(table: string, rows: Row[], userId: number): Row[] {
  const rule = OTHER_PARTY_HIDDEN[table];
  if (!rule) return rows;
  return rows.map((row) =>
    row[rule.subject] === userId
      ? Object.fromEntries(Object.entries(row).filter(([key]) => key !== rule.hidden))
      : row,
  );
}

/** Tables with a named section in the export; every other table goes to `otherRecords`. */
const SECTION_OF: Record<string, string> = {
  candidate_pitches: 'pitch',
  applications: 'applications',
  messages: 'messages',
  notifications: 'notifications',
  mail_preferences: 'mailPreferences',
  candidate_consents: 'consents',
  company_consents: 'consents',
};

const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

function clean(row: Row, drop: string[] = []): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) {
    const name = camel(key);
    if (SECRET_COLUMNS.has(name) || drop.includes(key)) continue;
    out[name] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

export interface VideoLink {
  source: string;
  id: number | null;
  url: string;
}

function videoLinks(deps: AppDeps, tables: Map<string, Row[]>): VideoLink[] {
  const links: VideoLink[] = [];
  const absolute = (url: string) => (url.startsWith('/') ? `${deps.config.appOrigin}${url}` : url);
  for (const media of tables.get('media_files') ?? []) {
    links.push({
      source: 'media_files',
      id: Number(media.id),
      url: `${deps.config.appOrigin}${mediaUrl(String(media.access_key))}`,
    });
  }
  // The originals of the candidate's Takeoff pitch videos (the transcript is in otherRecords.pitchVideos).
  for (const video of tables.get('pitch_videos') ?? []) {
    links.push({
      source: 'pitch_videos',
      id: Number(video.id),
      url: absolute(pitchVideoAssetUrl(String(video.access_key), 'original')),
    });
  }
  for (const pitch of tables.get('candidate_pitches') ?? []) {
    for (const column of ['video_url', 'youtube_link']) {
      const url = pitch[column];
      if (typeof url === 'string' && url)
        links.push({
          source: `candidate_pitches.${column}`,
          id: Number(pitch.id),
          url: absolute(url),
        });
    }
  }
  return links;
}

/**
 * Everything the platform holds about a user (GDPR Art. 15/20), as one JSON document. Tables are
 * found through the catalogue, so a table an area adds later is exported without touching this file.
 */
export async function exportUserData(deps: AppDeps, userId: number) {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw AppError.notFound('User not found');

  const refs = await userReferences(deps.db);
  const tables = new Map<string, Row[]>();
  for (const ref of refs) {
    let rows = await rowsReferencing(deps.db, ref, userId);
    const subjectColumn = SUBJECT_ONLY[ref.table];
    if (subjectColumn)
      rows = rows.filter((r) => ref.columns.some((c) => c !== subjectColumn && r[c] === userId));
    // Notifications the user caused but that were addressed to others are the recipients' data.
    if (ref.table === 'notifications') rows = rows.filter((r) => r.recipient_id === userId);
    tables.set(ref.table, withoutHiddenParty(ref.table, rows, userId));
  }

  const ratings = tables.get('ratings') ?? [];
  const sections: Record<string, unknown> = {
    profile: clean(user as unknown as Row),
    pitch: (tables.get('candidate_pitches') ?? []).map((r) => clean(r))[0] ?? null,
    applications: (tables.get('applications') ?? []).map((r) => clean(r)),
    messages: (tables.get('messages') ?? []).map((r) => clean(r)),
    ratingsGiven: ratings.filter((r) => r.rater_id === userId).map((r) => clean(r)),
    // Who rated the user stays private to the rater (OTHER_PARTY_HIDDEN); the score and date are the user's data.
    ratingsReceived: ratings.filter((r) => r.target_id === userId).map((r) => clean(r)),
    consents: {
      candidate: (tables.get('candidate_consents') ?? []).map((r) => clean(r)),
      company: (tables.get('company_consents') ?? []).map((r) => clean(r)),
    },
    notifications: (tables.get('notifications') ?? []).map((r) => clean(r)),
    // The effective choices, defaults included (a user who never changed them has no row).
    mailPreferences: (await getPreferences(deps.db, userId)).email,
    videos: videoLinks(deps, tables),
  };
  const otherRecords: Record<string, Row[]> = {};
  const index: ExportIndexEntry[] = [];
  for (const ref of refs) {
    const rows = tables.get(ref.table) ?? [];
    const section =
      ref.table === 'ratings'
        ? 'ratingsGiven/ratingsReceived'
        : (SECTION_OF[ref.table] ?? `otherRecords.${camel(ref.table)}`);
    if (!SECTION_OF[ref.table] && ref.table !== 'ratings')
      otherRecords[camel(ref.table)] = rows.map((r) => clean(r));
    index.push({ table: ref.table, section, rows: rows.length });
  }
  // The answers to flights' questions hang off the candidate's requests: they have no user column of their own.
  const answers = await answerRowsOfCandidate(deps.db, userId);
  otherRecords.videoAnswers = answers.map((r) => clean(r));
  index.push({
    table: 'video_answers',
    section: 'otherRecords.videoAnswers',
    rows: answers.length,
  });
  return {
    format: EXPORT_FORMAT_ID,
    exportedAt: new Date().toISOString(),
    userId,
    ...sections,
    otherRecords,
    index,
  };
}
