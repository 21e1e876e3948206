/** One caption of a WebVTT file: seconds from the start, and its text (tags removed). */
export interface Cue {
  start: number;
  end: number;
  text: string;
}

const TIMING =
  /^((?:\d+:)?\d{1,2}:\d{2}[.,]\d{3})\s+-->\s+((?:\d+:)?\d{1,2}:\d{2}[.,]\d{3})(?:\s.*)?$/;

/** '01:02.500' or '1:01:02.500' → seconds. */
export function parseTimestamp(value: string): number {
  const parts = value.replace(',', '.').split(':').map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0);
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&nbsp;': '\u00a0',
  '&lrm;': '\u200e',
  '&rlm;': '\u200f',
};

/** A cue's payload as plain text: voice and style tags dropped, the escapes WebVTT defines decoded. */
const plain = (payload: string) =>
  payload
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|nbsp|lrm|rlm);/g, (entity) => ENTITIES[entity] ?? entity)
    .trim();

/**
 * The cues of a WebVTT document, in order. Blocks without a timing line (the header, NOTE, STYLE, REGION)
 * are skipped; a block's optional identifier line before its timing is ignored.
 */
export function parseVtt(text: string): Cue[] {
  const lines = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (!lines.startsWith('WEBVTT')) return [];
  const cues: Cue[] = [];
  for (const block of lines.split(/\n{2,}/)) {
    const rows = block.split('\n');
    const timingAt = rows.findIndex((row) => row.includes('-->'));
    if (timingAt < 0 || timingAt > 1) continue;
    const match = TIMING.exec(rows[timingAt]!.trim());
    if (!match) continue;
    const cueText = plain(rows.slice(timingAt + 1).join('\n'));
    if (!cueText) continue;
    cues.push({ start: parseTimestamp(match[1]!), end: parseTimestamp(match[2]!), text: cueText });
  }
  return cues.sort((a, b) => a.start - b.start);
}

/** The index of the cue playing at `time`, or -1 between cues. */
export function activeCueIndex(cues: readonly Cue[], time: number): number {
  for (let index = cues.length - 1; index >= 0; index -= 1) {
    const cue = cues[index]!;
    if (time >= cue.start && time < cue.end) return index;
  }
  return -1;
}
