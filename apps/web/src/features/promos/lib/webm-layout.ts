import {
  readBlockStart,
  readElementHeader,
  readFloat,
  readUnsigned,
  type ElementHeader,
} from './ebml';

/** The Matroska ids the duration fix reads (https://www.matroska.org/technical/elements.html). */
export const ID = {
  ebml: 0x1a45dfa3,
  docType: 0x4282,
  segment: 0x18538067,
  seekHead: 0x114d9b74,
  seek: 0x4dbb,
  seekPosition: 0x53ac,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  tracks: 0x1654ae6b,
  cluster: 0x1f43b675,
  clusterTimecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
  blockDuration: 0x9b,
  cues: 0x1c53bb6b,
  cuePoint: 0xbb,
  cueTrackPositions: 0xb7,
  cueClusterPosition: 0xf1,
  chapters: 0x1043a770,
  tags: 0x1254c367,
  attachments: 0x1941a469,
} as const;

/** Segment children: inside an unknown-size Cluster, one of these ends it. */
const TOP_LEVEL: ReadonlySet<number> = new Set([
  ID.seekHead,
  ID.info,
  ID.tracks,
  ID.cluster,
  ID.cues,
  ID.chapters,
  ID.tags,
  ID.attachments,
]);

export interface WebmLayout {
  segment: ElementHeader;
  /** Where the Segment's data ends (the file's end for an unknown size). */
  segmentEnd: number;
  info: ElementHeader & { size: number };
  timecodeScale: number;
  /** Info's Duration, in TimecodeScale units, when the file has one. */
  duration: number | null;
  /** The media's length from its blocks, in TimecodeScale units (null when it has none). */
  measured: number | null;
  /** Known-size SeekHead and Cues elements: they hold positions that move when Info grows. */
  positionHolders: Array<ElementHeader & { size: number }>;
}

interface TrackClock {
  last: number;
  previous: number | null;
  blockDuration: number | null;
}

/** The children of a known-size element, or null when one does not fit inside it. */
export function childrenOf(
  bytes: Uint8Array,
  parent: ElementHeader & { size: number },
): ElementHeader[] | null {
  const end = parent.dataStart + parent.size;
  const children: ElementHeader[] = [];
  for (let pos = parent.dataStart; pos < end;) {
    const child = readElementHeader(bytes, pos);
    if (!child || child.size === null || child.dataStart + child.size > end) return null;
    children.push(child);
    pos = child.dataStart + child.size;
  }
  return children;
}

function readDocType(bytes: Uint8Array, header: ElementHeader): string | null {
  if (header.id !== ID.ebml || header.size === null) return null;
  const docType = childrenOf(bytes, { ...header, size: header.size })?.find(
    (child) => child.id === ID.docType,
  );
  return docType
    ? new TextDecoder().decode(bytes.subarray(docType.dataStart, docType.dataStart + docType.size!))
    : null;
}

/** Notes one block's timing on its track's clock. */
function noteBlock(
  clocks: Map<number, TrackClock>,
  track: number,
  timecode: number,
  blockDuration: number | null,
) {
  const clock = clocks.get(track);
  if (clock && timecode <= clock.last) return; // B-frames and repeats: only the newest block counts
  clocks.set(track, { last: timecode, previous: clock?.last ?? null, blockDuration });
}

/** Walks one Cluster's blocks; returns where the Cluster ends. A cut-off block ends the walk. */
function walkCluster(
  bytes: Uint8Array,
  cluster: ElementHeader,
  limit: number,
  clocks: Map<number, TrackClock>,
): number {
  const end = cluster.size === null ? limit : Math.min(cluster.dataStart + cluster.size, limit);
  let clusterTimecode = 0;
  let pos = cluster.dataStart;
  while (pos < end) {
    const child = readElementHeader(bytes, pos);
    if (!child || (cluster.size === null && TOP_LEVEL.has(child.id))) break;
    if (child.size === null || child.dataStart + child.size > end) return limit;
    const childEnd = child.dataStart + child.size;
    if (child.id === ID.clusterTimecode)
      clusterTimecode = readUnsigned(bytes, child.dataStart, child.size) ?? clusterTimecode;
    if (child.id === ID.simpleBlock) {
      const block = readBlockStart(bytes, child.dataStart, childEnd);
      if (block) noteBlock(clocks, block.track, clusterTimecode + block.timecode, null);
    }
    if (child.id === ID.blockGroup) {
      const parts = childrenOf(bytes, { ...child, size: child.size }) ?? [];
      const blockElement = parts.find((part) => part.id === ID.block);
      const durationElement = parts.find((part) => part.id === ID.blockDuration);
      const block = blockElement
        ? readBlockStart(bytes, blockElement.dataStart, blockElement.dataStart + blockElement.size!)
        : null;
      const blockDuration = durationElement
        ? readUnsigned(bytes, durationElement.dataStart, durationElement.size!)
        : null;
      if (block) noteBlock(clocks, block.track, clusterTimecode + block.timecode, blockDuration);
    }
    pos = childEnd;
  }
  return pos;
}

/** The media's end: each track's last block plus its duration (or its last frame gap), the longest track. */
function measuredEnd(clocks: Map<number, TrackClock>): number | null {
  let end: number | null = null;
  for (const clock of clocks.values()) {
    const lastLength =
      clock.blockDuration ?? (clock.previous === null ? 0 : clock.last - clock.previous);
    end = Math.max(end ?? 0, clock.last + lastLength);
  }
  return end;
}

/**
 * Reads a WebM file's top-level layout and the timing of its blocks, or returns null for anything
 * else (MP4, Matroska that is not WebM, damaged headers, a Segment without Info).
 */
export function readWebmLayout(bytes: Uint8Array): WebmLayout | null {
  const ebml = readElementHeader(bytes, 0);
  if (!ebml || readDocType(bytes, ebml) !== 'webm') return null;
  const segment = readElementHeader(bytes, ebml.dataStart + ebml.size!);
  if (!segment || segment.id !== ID.segment) return null;
  const segmentEnd = segment.size === null ? bytes.length : segment.dataStart + segment.size;
  if (segmentEnd > bytes.length) return null;

  let info: WebmLayout['info'] | null = null;
  let timecodeScale = 1_000_000;
  let duration: number | null = null;
  const positionHolders: WebmLayout['positionHolders'] = [];
  const clocks = new Map<number, TrackClock>();
  let pos = segment.dataStart;
  while (pos < segmentEnd) {
    const element = readElementHeader(bytes, pos);
    if (!element) break;
    if (element.id === ID.cluster) {
      pos = walkCluster(bytes, element, segmentEnd, clocks);
      continue;
    }
    // Only Clusters may have an unknown size here; anything else unreadable ends the walk.
    if (element.size === null || element.dataStart + element.size > segmentEnd) break;
    const known = { ...element, size: element.size };
    if (element.id === ID.info && !info) {
      const children = childrenOf(bytes, known);
      if (!children) return null;
      info = known;
      for (const child of children) {
        if (child.id === ID.timecodeScale)
          timecodeScale = readUnsigned(bytes, child.dataStart, child.size!) ?? timecodeScale;
        if (child.id === ID.duration) duration = readFloat(bytes, child.dataStart, child.size!);
      }
    }
    if (element.id === ID.seekHead || element.id === ID.cues) positionHolders.push(known);
    pos = known.dataStart + known.size;
  }
  if (!info || timecodeScale <= 0) return null;
  return {
    segment,
    segmentEnd,
    info,
    timecodeScale,
    duration,
    measured: measuredEnd(clocks),
    positionHolders,
  };
}
