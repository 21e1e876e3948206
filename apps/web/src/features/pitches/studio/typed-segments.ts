import type { TranscriptSegment } from '@takeoff/shared/pitch-videos';

/** The longest text of one segment (the shared schema's limit). */
export const SEGMENT_MAX = 1_000;

/** A typed transcript as segments without timings, cut at sentence ends to fit the segment limit. */
export function typedSegments(text: string): TranscriptSegment[] {
  const sentences =
    text
      .replace(/\s+/g, ' ')
      .trim()
      .match(/[^.!?;]+[.!?;]*\s*|[.!?;]+\s*/g) ?? [];
  const segments: TranscriptSegment[] = [];
  let current = '';
  for (const sentence of sentences) {
    for (let rest = sentence; rest.length > 0; rest = rest.slice(SEGMENT_MAX)) {
      const piece = rest.slice(0, SEGMENT_MAX);
      if ((current + piece).length > SEGMENT_MAX) {
        segments.push({ start: 0, end: 0, text: current.trim() });
        current = '';
      }
      current += piece;
    }
  }
  if (current.trim()) segments.push({ start: 0, end: 0, text: current.trim() });
  return segments.filter((segment) => segment.text.length > 0);
}
