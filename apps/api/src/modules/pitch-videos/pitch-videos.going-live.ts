import { and, eq, lt } from 'drizzle-orm';
import { TRANSCRIPT_MAX_LENGTH } from '@takeoff/shared/confidence';
import type { AppDeps } from '../../deps';
import { pitchVideos } from '../../db/schema/pitch-videos';
import { candidatePitches } from '../../db/schema/pitches';
import { deleteStorageObjects } from '../gdpr/storage-objects';
import { analysisColumns, notifyNewVideo } from '../pitches/pitches.service';
import type { ServiceTranscript } from './pitch-videos.transcription';
import { segmentsOf, type PitchVideoRow } from './pitch-videos.views';

/** What processing made: the rendition and poster (null when served as uploaded), its size and words. */
export interface ReadyVideo {
  processed: boolean;
  renditionKey: string | null;
  posterKey: string | null;
  durationMs: number | null;
  width: number | null;
  height: number | null;
  transcript: ServiceTranscript | null;
}

type Deps = Pick<AppDeps, 'db' | 'storage' | 'logger' | 'notifications'>;

const keysOf = (row: Pick<PitchVideoRow, 'originalKey' | 'renditionKey' | 'posterKey'>) =>
  [row.originalKey, row.renditionKey, row.posterKey].filter((k): k is string => Boolean(k));

/**
 * Marks the video ready and makes it the pitch's live video unless a newer one already is; then only the live video
 * and newer ones remain: older rows go (an older one still processing finds its row gone and cleans up after
 * itself), their stored objects after the commit. With no pitch yet the video waits to be chosen by the pitch's
 * creation. Companies hear of the video here, when it first plays, not when the pitch named it (pitches.service).
 * `rerun`: the video was ready and stayed so while processed again; its old rendition and poster go now.
 * Returns the ready row, or null when the video was removed or overtaken meanwhile (its objects removed).
 */
export async function publishReadyVideo(
  deps: Deps,
  row: PitchVideoRow,
  made: ReadyVideo,
  rerun = false,
): Promise<PitchVideoRow | null> {
  const from = rerun ? 'ready' : 'processing';
  const outcome = await deps.db.transaction(async (tx) => {
    // The pitch row is locked first: two videos of one candidate finishing together take turns here.
    const [pitch] =
      row.purpose === 'pitch'
        ? await tx
            .select()
            .from(candidatePitches)
            .where(eq(candidatePitches.candidateId, row.candidateId))
            .for('update')
        : [];
    const [before] = await tx
      .select({
        renditionKey: pitchVideos.renditionKey,
        posterKey: pitchVideos.posterKey,
        transcriptSource: pitchVideos.transcriptSource,
      })
      .from(pitchVideos)
      .where(and(eq(pitchVideos.id, row.id), eq(pitchVideos.state, from)))
      .for('update');
    if (!before) return { ready: null, obsolete: [] as string[], notes: [] };
    // Words the candidate saved while the service was transcribing win over the service's.
    if (before.transcriptSource !== null) made = { ...made, transcript: null };
    const [ready] = await tx
      .update(pitchVideos)
      .set(readyColumns(made, rerun))
      .where(eq(pitchVideos.id, row.id))
      .returning();
    // What a re-run replaced (processing the first time, both are null).
    const replaced = [before.renditionKey, before.posterKey].filter(
      (k): k is string => k !== null && k !== made.renditionKey && k !== made.posterKey,
    );
    // An answer to a flight's question is only marked ready: it never goes on the pitch nor replaces anything.
    if (row.purpose !== 'pitch') return { ready: ready!, obsolete: replaced, notes: [] };
    if (pitch?.videoId != null && pitch.videoId > row.id) {
      // A newer video went live while this one was processing: this one is not needed.
      await tx.delete(pitchVideos).where(eq(pitchVideos.id, row.id));
      return { ready: null, obsolete: [...keysOf(ready!), ...replaced], notes: [] };
    }
    // The words the service heard, else the ones the video has (typed, dictated, corrected, or an earlier run's).
    const analysis = made.transcript
      ? analysisColumns(
          made.transcript.text,
          (made.durationMs ?? 0) / 1000 || undefined,
          made.transcript.language,
        )
      : segmentsOf(ready!).length > 0
        ? analysisOf(ready!)
        : {};
    const [live] = pitch
      ? await tx
          .update(candidatePitches)
          .set({
            videoId: row.id,
            // A pitch has one source: a Takeoff-hosted video replaces the YouTube link.
            youtubeLink: null,
            ...analysis,
            updatedAt: new Date(),
          })
          .where(eq(candidatePitches.id, pitch.id))
          .returning()
      : [];
    // A video processed again (readyAt set) was announced already. A video made after the pitch replaces one
    // companies knew of; one the pitch was created with is its first.
    const notes =
      live && row.readyAt === null && live.isActive && !live.consentWithdrawn
        ? await notifyNewVideo(deps, tx, live, row.createdAt > live.createdAt)
        : [];
    const older = await tx
      .delete(pitchVideos)
      .where(
        and(
          eq(pitchVideos.candidateId, row.candidateId),
          eq(pitchVideos.purpose, 'pitch'),
          lt(pitchVideos.id, row.id),
        ),
      )
      .returning({
        originalKey: pitchVideos.originalKey,
        renditionKey: pitchVideos.renditionKey,
        posterKey: pitchVideos.posterKey,
      });
    return { ready: ready!, obsolete: [...replaced, ...older.flatMap(keysOf)], notes };
  });
  deps.notifications.publish(outcome.notes);
  await removeObjects(deps, outcome.obsolete);
  return outcome.ready;
}

/** What the pitch analysis reads of a video: its words, joined, and its real length. */
export function analysisOf(video: PitchVideoRow) {
  const words = segmentsOf(video)
    .map((s) => s.text.trim())
    .filter(Boolean)
    .join(' ')
    .slice(0, TRANSCRIPT_MAX_LENGTH);
  return analysisColumns(
    words,
    video.durationMs ? video.durationMs / 1000 : undefined,
    video.transcriptLanguage,
  );
}

const readyColumns = (made: ReadyVideo, rerun: boolean) => ({
  state: 'ready',
  progress: 100,
  failure: null,
  failureDetail: null,
  processed: made.processed,
  renditionKey: made.renditionKey,
  posterKey: made.posterKey,
  durationMs: made.durationMs,
  width: made.width,
  height: made.height,
  ...(made.transcript
    ? {
        transcriptSource: 'service',
        transcriptLanguage: made.transcript.language,
        transcriptSegments: made.transcript.segments,
      }
    : {}),
  // A re-run keeps the day the video first went ready (when companies heard of it), and has ended.
  ...(rerun ? { rerunQueuedAt: null } : { readyAt: new Date() }),
  updatedAt: new Date(),
});

/** Deletes stored objects after the rows that named them are gone; a failure is logged, never thrown. */
export async function removeObjects(deps: Deps, keys: string[]) {
  if (keys.length === 0) return;
  const { failed } = await deleteStorageObjects(deps, keys);
  if (failed.length > 0)
    deps.logger.error({ keys: failed }, 'pitch video objects could not be deleted');
}
