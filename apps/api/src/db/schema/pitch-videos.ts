import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, userRef } from './columns';

/**
 * One recorded or uploaded pitch video and everything made from it. The candidate's pitch points at the live one
 * (candidate_pitches.video_id); a newer row is the one being processed, and replaces it only once ready.
 */
export const pitchVideos = pgTable(
  'pitch_videos',
  {
    id: id(),
    candidateId: userRef('candidate_id'),
    /** 'pitch' | 'answer': a pitch's video, or an answer to a flight's question (video-answers module). */
    purpose: text('purpose').notNull().default('pitch'),
    /** 'recorded' | 'uploaded' (PitchVideoSource). */
    source: text('source').notNull(),
    /** 'queued' | 'processing' | 'ready' | 'failed' (PitchVideoState). */
    state: text('state').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    /** PitchVideoFailure; failureDetail is for admins and logs, never shown to the candidate raw. */
    failure: text('failure'),
    failureDetail: text('failure_detail'),
    attempts: integer('attempts').notNull().default(0),
    /** Random, unguessable: the media URLs of this video carry it (they are access-checked too). */
    accessKey: text('access_key').notNull().unique(),
    originalKey: text('original_key').notNull(),
    originalType: text('original_type').notNull(),
    originalBytes: bigint('original_bytes', { mode: 'number' }).notNull(),
    /** The H.264/AAC MP4 made by ffmpeg; null until processed, or when served as uploaded (processed = false). */
    renditionKey: text('rendition_key'),
    posterKey: text('poster_key'),
    processed: boolean('processed').notNull().default(false),
    durationMs: integer('duration_ms'),
    width: integer('width'),
    height: integer('height'),
    /** 'service' | 'dictated' | 'typed' (TranscriptSource), the language, and [{start, end, text}] in seconds. */
    transcriptSource: text('transcript_source'),
    transcriptLanguage: text('transcript_language'),
    transcriptSegments: jsonb('transcript_segments'),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    /** When an admin asked for a ready video to be processed again; cleared when that re-run ends either way. */
    rerunQueuedAt: timestamp('rerun_queued_at', { withTimezone: true }),
    /** The browser's id of the take or file sent: sending it again finds this row instead of making a second. */
    uploadKey: text('upload_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('pitch_videos_candidate_idx').on(t.candidateId, t.id.desc()),
    // The processing backlog (admin list, restart catch-up).
    index('pitch_videos_unfinished_idx')
      .on(t.id)
      .where(sql`${t.state} in ('queued', 'processing')`),
    uniqueIndex('pitch_videos_upload_key_idx')
      .on(t.candidateId, t.uploadKey)
      .where(sql`${t.uploadKey} is not null`),
  ],
);
