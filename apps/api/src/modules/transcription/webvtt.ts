import type { TranscriptSegment } from '@takeoff/shared/pitch-videos';

/** `hh:mm:ss.mmm`, as WebVTT cue timings are written. */
export function vttTimestamp(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/**
 * A WebVTT captions file of timed segments. Cue text is escaped (`&`, `<`, `>`: a transcript is plain text, never
 * markup), a blank line inside a cue would end it and `-->` would read as a timing line, so both are neutralised;
 * empty segments are left out.
 */
export function toWebVtt(segments: readonly TranscriptSegment[]): string {
  const cues = segments
    .map((segment) => ({
      ...segment,
      text: segment.text
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/\r\n?/g, '\n')
        .replace(/\n\s*\n+/g, '\n')
        .trim(),
    }))
    .filter((segment) => segment.text !== '')
    .map(
      (segment, i) =>
        `${i + 1}\n${vttTimestamp(segment.start)} --> ${vttTimestamp(Math.max(segment.end, segment.start))}\n${segment.text}`,
    );
  return ['WEBVTT', ...cues].join('\n\n') + '\n';
}
