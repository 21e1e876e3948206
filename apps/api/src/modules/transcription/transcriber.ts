import type { TranscriptSegment } from '@takeoff/shared/pitch-videos';

/** What a speech-to-text service made of a pitch's audio: timed segments and the language it heard. */
export interface TranscriptionResult {
  language: string | null;
  segments: TranscriptSegment[];
}

/**
 * Speech-to-text through an OpenAI-compatible `/v1/audio/transcriptions` endpoint (TRANSCRIBE_URL); null in
 * the dependencies when no service is configured. `language` is a hint (ISO 639-1), e.g. the candidate's interface.
 */
export interface Transcriber {
  /** The service's name for the consent text and the start banner (host and model, no key). */
  readonly description: string;
  transcribe(input: { audioPath: string; language?: string }): Promise<TranscriptionResult>;
}
