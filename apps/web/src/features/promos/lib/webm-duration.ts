/**
 * MediaRecorder (Chromium, Firefox) writes WebM as a live stream: the Segment and Clusters have an
 * unknown size and Info has no Duration, so a <video> shows no length until it has played to the end.
 * This adds Info's Duration, measured from the file's own blocks, and keeps every other byte as it
 * was; positions in a SeekHead or Cues (which the browsers do not write) move with the grown Info.
 */
import {
  encodeFloatElement,
  encodeSize,
  encodeSizeShortest,
  encodeUnsigned,
  type ElementHeader,
} from './ebml';
import { childrenOf, ID, readWebmLayout, type WebmLayout } from './webm-layout';

interface Splice {
  start: number;
  end: number;
  bytes: Uint8Array;
}

/** The file's length in seconds: Info's Duration, or else what its blocks span; null when it is not WebM we read. */
export function webmDurationSeconds(bytes: Uint8Array): number | null {
  const layout = readWebmLayout(bytes);
  const units = layout?.duration ?? layout?.measured ?? null;
  return layout && units !== null ? (units * layout.timecodeScale) / 1e9 : null;
}

/** Same-width rewrites of the positions (relative to the Segment's data) that point past `after`. */
function shiftPositions(
  bytes: Uint8Array,
  holder: ElementHeader & { size: number },
  after: number,
  delta: number,
  splices: Splice[],
): boolean {
  const path =
    holder.id === ID.seekHead
      ? [ID.seek, ID.seekPosition]
      : [ID.cuePoint, ID.cueTrackPositions, ID.cueClusterPosition];
  const visit = (parent: ElementHeader & { size: number }, depth: number): boolean => {
    const children = childrenOf(bytes, parent);
    if (!children) return false;
    return children.every((child) => {
      if (child.id !== path[depth]) return true;
      const known = { ...child, size: child.size! };
      if (depth < path.length - 1) return visit(known, depth + 1);
      let position = 0;
      for (let i = 0; i < known.size; i += 1)
        position = position * 256 + bytes[known.dataStart + i]!;
      if (position <= after) return true;
      const moved = encodeUnsigned(position + delta, known.size);
      if (moved)
        splices.push({ start: known.dataStart, end: known.dataStart + known.size, bytes: moved });
      return moved !== null;
    });
  };
  return visit(holder, 0);
}

/** The splices that give Info a Duration, or null when the file needs none or cannot take one safely. */
function durationSplices(bytes: Uint8Array, layout: WebmLayout): Splice[] | null {
  const { info, segment } = layout;
  if (layout.duration !== null || layout.measured === null || layout.measured <= 0) return null;
  const durationElement = encodeFloatElement(ID.duration, layout.measured);
  const infoData = bytes.subarray(info.dataStart, info.dataStart + info.size);
  const newInfoSize = info.size + durationElement.length;
  const sizeField =
    encodeSize(newInfoSize, info.dataStart - info.sizeStart) ?? encodeSizeShortest(newInfoSize);
  if (!sizeField) return null;
  const newInfo = new Uint8Array(info.sizeStart - info.start + sizeField.length + newInfoSize);
  newInfo.set(bytes.subarray(info.start, info.sizeStart), 0);
  newInfo.set(sizeField, info.sizeStart - info.start);
  newInfo.set(infoData, info.sizeStart - info.start + sizeField.length);
  newInfo.set(durationElement, newInfo.length - durationElement.length);
  const infoEnd = info.dataStart + info.size;
  const delta = newInfo.length - (infoEnd - info.start);

  const splices: Splice[] = [{ start: info.start, end: infoEnd, bytes: newInfo }];
  if (segment.size !== null) {
    const grown =
      encodeSize(segment.size + delta, segment.dataStart - segment.sizeStart) ??
      encodeSizeShortest(segment.size + delta);
    if (!grown) return null;
    splices.push({ start: segment.sizeStart, end: segment.dataStart, bytes: grown });
  }
  const infoPosition = info.start - segment.dataStart;
  for (const holder of layout.positionHolders) {
    if (!shiftPositions(bytes, holder, infoPosition, delta, splices)) return null;
  }
  return splices.sort((a, b) => a.start - b.start);
}

/** The file's pieces with Duration added (unchanged parts are views of `bytes`), or null to keep it as it is. */
export function addWebmDuration(bytes: Uint8Array): Uint8Array[] | null {
  const layout = readWebmLayout(bytes);
  const splices = layout ? durationSplices(bytes, layout) : null;
  if (!splices) return null;
  const parts: Uint8Array[] = [];
  let pos = 0;
  for (const splice of splices) {
    parts.push(bytes.subarray(pos, splice.start), splice.bytes);
    pos = splice.end;
  }
  parts.push(bytes.subarray(pos));
  return parts;
}

export interface TimedRecording {
  blob: Blob;
  /** The recording's length from its own timestamps, or null when the file is not WebM we read. */
  seconds: number | null;
}

/**
 * A MediaRecorder blob whose WebM carries its duration, so players (the preview and everyone who
 * plays the uploaded file) can show its length at once. Anything else (MP4, unreadable) stays as it is.
 */
export async function withWebmDuration(blob: Blob): Promise<TimedRecording> {
  if (!/webm/i.test(blob.type) && blob.type !== '') return { blob, seconds: null };
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const parts = addWebmDuration(bytes);
  const seconds = webmDurationSeconds(bytes);
  return { blob: parts ? new Blob(parts as BlobPart[], { type: blob.type }) : blob, seconds };
}
