import type { TranscriptSegment } from '@takeoff/shared/pitch-videos';

/** HH:MM:SS.mmm from whole milliseconds. */
const timestamp = (ms: number) => {
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor(ms / 60_000) % 60;
  const seconds = Math.floor(ms / 1_000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(ms % 1_000, 3)}`;
};

/** Cue text: markup characters escaped (so `-->` and tags cannot appear), no empty line (it would end the cue). */
const cueText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .split(/\r\n|[\r\n\u2028\u2029]/)
    // eslint-disable-next-line no-control-regex -- control characters would be read as cue structure
    .map((line) => line.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');

/**
 * WebVTT captions from timed transcript segments, in start order. A segment without text or without a positive
 * duration (at millisecond precision) is left out rather than given a length it does not have.
 */
export function toWebVtt(segments: TranscriptSegment[]): string {
  const cues = segments
    .map((segment) => ({
      start: Math.round(segment.start * 1_000),
      end: Math.round(segment.end * 1_000),
      text: cueText(segment.text),
    }))
    .filter(
      (cue) =>
        Number.isFinite(cue.start) &&
        Number.isFinite(cue.end) &&
        cue.start >= 0 &&
        cue.end > cue.start &&
        cue.text !== '',
    )
    .sort((a, b) => a.start - b.start);
  const blocks = cues.map(
    (cue) => `${timestamp(cue.start)} --> ${timestamp(cue.end)}\n${cue.text}`,
  );
  return `WEBVTT\n\n${blocks.map((block) => `${block}\n\n`).join('')}`;
}
