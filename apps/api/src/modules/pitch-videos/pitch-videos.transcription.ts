import path from 'node:path';
import { eq } from 'drizzle-orm';
import { TranscriptSegment } from '@takeoff/shared/pitch-videos';
import type { AppDeps } from '../../deps';
import { users } from '../../db/schema/auth';
import { extractSpeechAudio } from '../../media-processing/renditions';
import type { PitchVideoRow } from './pitch-videos.views';

export interface ServiceTranscript {
  language: string | null;
  segments: TranscriptSegment[];
  /** The words joined, for the pitch's analysis. */
  text: string;
}

type Deps = Pick<AppDeps, 'db' | 'logger' | 'transcriber' | 'videoProcessing'>;

/**
 * The pitch's words from the speech-to-text service, in the candidate's interface language as a hint. `media` is the
 * rendition (its speech is extracted as 16 kHz mono WAV) or, without ffmpeg, the original as uploaded. Any failure
 * is logged and gives null: the video goes ready without a transcript, and the candidate can type one.
 */
export async function transcribePitch(
  deps: Deps,
  row: PitchVideoRow,
  media: string,
  options: { dir: string; timeoutMs: number },
): Promise<ServiceTranscript | null> {
  const transcriber = deps.transcriber;
  if (!transcriber) return null;
  try {
    let audioPath = media;
    if (deps.videoProcessing.ffmpegPath) {
      audioPath = path.join(options.dir, 'speech.wav');
      await extractSpeechAudio(
        deps.videoProcessing.ffmpegPath,
        media,
        audioPath,
        options.timeoutMs,
      );
    }
    const [candidate] = await deps.db
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.id, row.candidateId));
    const result = await transcriber.transcribe({
      audioPath,
      ...(candidate?.locale ? { language: candidate.locale } : {}),
    });
    // The service's text is outside input: only well-formed, non-empty segments are kept.
    const segments = result.segments.flatMap((segment) => {
      const parsed = TranscriptSegment.safeParse(segment);
      return parsed.success && parsed.data.text ? [parsed.data] : [];
    });
    if (segments.length === 0) {
      deps.logger.warn({ videoId: row.id }, 'pitch video transcription found no speech');
      return null;
    }
    return {
      language: result.language ?? candidate?.locale ?? null,
      segments,
      text: segments.map((s) => s.text).join(' '),
    };
  } catch (error) {
    deps.logger.warn(
      { err: error, videoId: row.id, service: transcriber.description },
      'pitch video transcription failed; the video goes ready without a transcript',
    );
    return null;
  }
}
