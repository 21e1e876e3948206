import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  encodeId,
  encodeSize,
  encodeSizeShortest,
  encodeUnsigned,
  readElementHeader,
} from './ebml';
import { addWebmDuration, webmDurationSeconds, withWebmDuration } from './webm-duration';
import { ID, readWebmLayout } from './webm-layout';

/** Chromium 156's MediaRecorder (fake camera, VP9 + Opus), stopped after 2 s: unknown sizes, no Duration. */
const recorded = new Uint8Array(
  readFileSync(new URL('./fixtures/chromium-recording-2s.webm', import.meta.url)),
);

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  parts.reduce((at, part) => (out.set(part, at), at + part.length), 0);
  return out;
};
const element = (id: number, ...children: Uint8Array[]) => {
  const data = concat(children);
  return concat([encodeId(id), encodeSizeShortest(data.length)!, data]);
};
const uint = (id: number, value: number, length = 4) => element(id, encodeUnsigned(value, length)!);
const block = (track: number, timecode: number) =>
  Uint8Array.of(0x80 | track, (timecode >> 8) & 0xff, timecode & 0xff, 0x80, 0xde, 0xad);
const header = element(ID.ebml, element(ID.docType, new TextEncoder().encode('webm')));

describe('a Chromium MediaRecorder recording', () => {
  it('has no Duration and unknown sizes, and its blocks span about 2 s', () => {
    const layout = readWebmLayout(recorded)!;
    expect(layout.segment.size).toBeNull();
    const tracks = readElementHeader(recorded, layout.info.dataStart + layout.info.size)!;
    expect(tracks.id).toBe(ID.tracks);
    expect(readElementHeader(recorded, tracks.dataStart + tracks.size!)).toMatchObject({
      id: ID.cluster,
      size: null,
    });
    expect(layout.duration).toBeNull();
    expect(layout.timecodeScale).toBe(1_000_000);
    expect(webmDurationSeconds(recorded)).toBeGreaterThan(1.7);
    expect(webmDurationSeconds(recorded)).toBeLessThan(2.2);
  });

  it('gets a Duration in Info and keeps every other byte', () => {
    const before = readWebmLayout(recorded)!;
    const patched = concat(addWebmDuration(recorded)!);
    const after = readWebmLayout(patched)!;
    expect(after.duration).toBe(before.measured);
    expect(after.measured).toBe(before.measured);
    expect(after.duration! / 1000).toBeCloseTo(2, 0);
    // Info grew by the 11-byte Duration element (its one-byte size changed), nothing else moved or changed.
    const infoEnd = before.info.dataStart + before.info.size;
    expect(patched.length).toBe(recorded.length + 11);
    expect(patched.subarray(0, before.info.sizeStart)).toEqual(
      recorded.subarray(0, before.info.sizeStart),
    );
    expect(patched[before.info.sizeStart]).toBe(0x80 | (before.info.size + 11));
    expect(patched.subarray(before.info.dataStart, infoEnd)).toEqual(
      recorded.subarray(before.info.dataStart, infoEnd),
    );
    expect(Array.from(patched.subarray(infoEnd, infoEnd + 3))).toEqual([0x44, 0x89, 0x88]);
    expect(patched.subarray(infoEnd + 11)).toEqual(recorded.subarray(infoEnd));
  });

  it('is patched once: a file that has a Duration stays as it is', async () => {
    const patched = concat(addWebmDuration(recorded)!);
    expect(addWebmDuration(patched)).toBeNull();
    const blob = new Blob([patched], { type: 'video/webm' });
    expect((await withWebmDuration(blob)).blob).toBe(blob);
  });

  it('still gets the length it has when cut off inside a Cluster', () => {
    const cut = recorded.subarray(0, 8000);
    const patched = readWebmLayout(concat(addWebmDuration(cut)!))!;
    expect(patched.duration).toBeGreaterThan(0);
    expect(patched.duration).toBeLessThan(readWebmLayout(recorded)!.measured!);
  });
});

describe('withWebmDuration', () => {
  it('returns a WebM blob with Duration and the seconds its blocks span', async () => {
    const { blob, seconds } = await withWebmDuration(
      new Blob([recorded], { type: 'video/webm;codecs=vp9,opus' }),
    );
    expect(blob.type).toBe('video/webm;codecs=vp9,opus');
    expect(blob.size).toBe(recorded.length + 11);
    expect(readWebmLayout(new Uint8Array(await blob.arrayBuffer()))!.duration).toBeGreaterThan(
      1700,
    );
    expect(seconds).toBeCloseTo(readWebmLayout(recorded)!.measured! / 1000, 6);
  });

  it('leaves MP4 recordings and files it cannot read alone', async () => {
    const mp4 = new Blob(
      [Uint8Array.of(0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x6d, 0x70, 0x34, 0x32)],
      { type: 'video/mp4' },
    );
    expect(await withWebmDuration(mp4)).toEqual({ blob: mp4, seconds: null });
    const noise = new Blob([Uint8Array.of(0x1a, 0x45, 0xdf, 0xa3, 0x99, 1, 2, 3)], {
      type: 'video/webm',
    });
    expect(await withWebmDuration(noise)).toEqual({ blob: noise, seconds: null });
    const matroska = concat([
      element(ID.ebml, element(ID.docType, new TextEncoder().encode('matroska'))),
      recorded.subarray(36),
    ]);
    expect(addWebmDuration(matroska)).toBeNull();
  });
});

describe('a WebM with known sizes, a SeekHead and Cues', () => {
  /**
   * Segment: SeekHead → Info, Tracks, Cues; a Void (to put the second Cluster at `secondClusterAt`); two Clusters,
   * the second with a 40 ms BlockGroup; Cues → both Clusters, with `positionLength`-byte positions.
   */
  function build(positionLength = 4, secondClusterAt?: number) {
    const info = element(ID.info, uint(ID.timecodeScale, 1_000_000, 3));
    const tracks = element(ID.tracks, element(0xae, uint(0xd7, 1, 1)));
    const first = element(
      ID.cluster,
      uint(ID.clusterTimecode, 0, 1),
      element(ID.simpleBlock, block(1, 0)),
      element(ID.simpleBlock, block(1, 40)),
      element(ID.simpleBlock, block(1, 80)),
    );
    const second = element(
      ID.cluster,
      uint(ID.clusterTimecode, 120, 1),
      element(ID.blockGroup, element(ID.block, block(1, 0)), uint(ID.blockDuration, 40, 1)),
    );
    const seek = (target: number, position: number) =>
      element(ID.seek, uint(0x53ab, target, 4), uint(ID.seekPosition, position, 4));
    const seekLength = element(
      ID.seekHead,
      seek(ID.info, 0),
      seek(ID.tracks, 0),
      seek(ID.cues, 0),
    ).length;
    const infoAt = seekLength;
    const voidAt = infoAt + info.length + tracks.length;
    const gap = secondClusterAt === undefined ? 0 : secondClusterAt - (voidAt + first.length);
    const padding =
      gap === 0
        ? new Uint8Array()
        : concat([Uint8Array.of(0xec), encodeSize(gap - 3, 2)!, new Uint8Array(gap - 3)]);
    const firstAt = voidAt + padding.length;
    const secondAt = firstAt + first.length;
    const cuesAt = secondAt + second.length;
    const seekHead = element(
      ID.seekHead,
      seek(ID.info, infoAt),
      seek(ID.tracks, infoAt + info.length),
      seek(ID.cues, cuesAt),
    );
    const cuePoint = (time: number, at: number) =>
      element(
        ID.cuePoint,
        uint(0xb3, time, 1),
        element(
          ID.cueTrackPositions,
          uint(0xf7, 1, 1),
          uint(ID.cueClusterPosition, at, positionLength),
        ),
      );
    const cues = element(ID.cues, cuePoint(0, firstAt), cuePoint(120, secondAt));
    return concat([
      header,
      element(ID.segment, seekHead, info, tracks, padding, first, second, cues),
    ]);
  }

  const idAt = (bytes: Uint8Array, position: number) =>
    readElementHeader(bytes, readWebmLayout(bytes)!.segment.dataStart + position)?.id;
  /** The values of the `length`-byte unsigned elements `id` inside the SeekHead or Cues. */
  const uintsIn = (bytes: Uint8Array, holder: number, id: number, length = 4) => {
    const found = readWebmLayout(bytes)!.positionHolders.find((h) => h.id === holder)!;
    const idBytes = Array.from(encodeId(id));
    const values: number[] = [];
    for (let i = found.dataStart; i < found.dataStart + found.size; i += 1) {
      const matches =
        idBytes.every((byte, k) => bytes[i + k] === byte) &&
        bytes[i + idBytes.length] === (0x80 | length);
      if (matches)
        values.push(
          Array.from(
            bytes.subarray(i + idBytes.length + 1, i + idBytes.length + 1 + length),
          ).reduce((sum, byte) => sum * 256 + byte, 0),
        );
    }
    return values;
  };

  it('measures from BlockDuration and moves the Segment size and every position after Info', () => {
    const original = build();
    expect(uintsIn(original, ID.seekHead, ID.seekPosition).map((at) => idAt(original, at))).toEqual(
      [ID.info, ID.tracks, ID.cues],
    );
    const patched = concat(addWebmDuration(original)!);
    const layout = readWebmLayout(patched)!;
    expect(layout.duration).toBe(160);
    expect(layout.segment.dataStart + layout.segment.size!).toBe(patched.length);
    expect(uintsIn(patched, ID.seekHead, ID.seekPosition).map((at) => idAt(patched, at))).toEqual([
      ID.info,
      ID.tracks,
      ID.cues,
    ]);
    expect(uintsIn(patched, ID.cues, ID.cueClusterPosition).map((at) => idAt(patched, at))).toEqual(
      [ID.cluster, ID.cluster],
    );
    expect(addWebmDuration(patched)).toBeNull();
  });

  it('stays as it is when a moved position would not fit its field', () => {
    // A one-byte CueClusterPosition of 250 cannot take the 11 more bytes.
    const crowded = build(1, 250);
    expect(
      uintsIn(crowded, ID.cues, ID.cueClusterPosition, 1).map((at) => idAt(crowded, at)),
    ).toEqual([ID.cluster, ID.cluster]);
    expect(uintsIn(crowded, ID.cues, ID.cueClusterPosition, 1)[1]).toBe(250);
    expect(addWebmDuration(crowded)).toBeNull();
    // With room in the field, the same file is patched.
    expect(addWebmDuration(build(2, 250))).not.toBeNull();
  });
});
