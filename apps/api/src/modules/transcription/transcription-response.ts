import type { TranscriptSegment } from '@takeoff/shared/pitch-videos';
import type { TranscriptionResult } from './transcriber';
import { TranscriptionError } from './transcription-error';
import { normaliseLanguage } from './whisper-languages';

const SEGMENT_TEXT_MAX = 1_000;
// eslint-disable-next-line no-control-regex -- control characters become spaces: captions are plain lines
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
const cleanText = (text: string) => text.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
const seconds = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.max(0, value) : null;

/** verbose_json's language and segments; a service that gives only `text` yields one segment over the whole audio. */
export function parseResponse(body: string): TranscriptionResult {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    throw new TranscriptionError(
      'invalid_response',
      'The transcription service answered with something that is not JSON',
      null,
      { cause: error },
    );
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new TranscriptionError(
      'invalid_response',
      'The transcription service answered without a transcript',
    );
  const response = json as {
    language?: unknown;
    text?: unknown;
    segments?: unknown;
    duration?: unknown;
  };
  if (typeof response.text !== 'string' && !Array.isArray(response.segments))
    throw new TranscriptionError(
      'invalid_response',
      'The transcription service answered without a transcript',
    );

  const segments: TranscriptSegment[] = [];
  for (const raw of Array.isArray(response.segments) ? response.segments : []) {
    if (typeof raw !== 'object' || raw === null) continue;
    const { start, end, text } = raw as { start?: unknown; end?: unknown; text?: unknown };
    const from = seconds(start);
    const to = seconds(end);
    const words = typeof text === 'string' ? cleanText(text) : '';
    if (from == null || to == null || words === '') continue;
    segments.push(...spread(words, from, Math.max(from, to)));
  }
  if (segments.length === 0 && typeof response.text === 'string') {
    const whole = cleanText(response.text);
    // No timings from the service: the only span known is the whole audio (its duration when reported).
    if (whole !== '') segments.push(...spread(whole, 0, seconds(response.duration) ?? 0));
  }
  return { language: normaliseLanguage(response.language), segments };
}

/**
 * One segment, or several when the text is longer than a segment may hold (TranscriptSegment's limit), cut between
 * words and given shares of the span by length, so no word is lost.
 */
function spread(text: string, start: number, end: number): TranscriptSegment[] {
  if (text.length <= SEGMENT_TEXT_MAX) return [{ start, end, text }];
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > SEGMENT_TEXT_MAX) {
    const cut = rest.lastIndexOf(' ', SEGMENT_TEXT_MAX);
    const at = cut > 0 ? cut : SEGMENT_TEXT_MAX;
    pieces.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest !== '') pieces.push(rest);
  const total = pieces.reduce((sum, piece) => sum + piece.length, 0);
  let from = start;
  return pieces.map((piece, index) => {
    const to = index === pieces.length - 1 ? end : from + ((end - start) * piece.length) / total;
    const segment = { start: from, end: to, text: piece };
    from = to;
    return segment;
  });
}
