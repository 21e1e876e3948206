/**
 * The few EBML (Matroska/WebM) primitives the WebM duration fix needs: element headers with
 * variable-length ids and sizes, including the "unknown size" a live muxer such as MediaRecorder
 * writes for the Segment and its Clusters. Spec: RFC 8794.
 */

export interface ElementHeader {
  /** The id with its length marker, as the specs write it (e.g. 0x1549a966 for Info). */
  id: number;
  /** Where the element's header starts. */
  start: number;
  /** Where its size field starts. */
  sizeStart: number;
  /** Where its data starts. */
  dataStart: number;
  /** Data length, or null for an unknown size (the element runs until its parent's next sibling). */
  size: number | null;
}

/** Length of a variable-length integer from its first byte: 1–8, or 0 when the byte is 0 (invalid). */
const vintLength = (first: number) => (first === 0 ? 0 : Math.clz32(first) - 23);

/** Reads an element header at `pos`, or null when the bytes there are not one (or are cut off). */
export function readElementHeader(bytes: Uint8Array, pos: number): ElementHeader | null {
  const idLength = pos < bytes.length ? vintLength(bytes[pos]!) : 0;
  if (idLength === 0 || idLength > 4 || pos + idLength >= bytes.length) return null;
  let id = 0;
  for (let i = 0; i < idLength; i += 1) id = id * 256 + bytes[pos + i]!;
  const sizeStart = pos + idLength;
  const sizeLength = vintLength(bytes[sizeStart]!);
  if (sizeLength === 0 || sizeStart + sizeLength > bytes.length) return null;
  let size = bytes[sizeStart]! & (0xff >> sizeLength);
  let allOnes = size === 0xff >> sizeLength;
  for (let i = 1; i < sizeLength; i += 1) {
    const byte = bytes[sizeStart + i]!;
    size = size * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  if (!allOnes && !Number.isSafeInteger(size)) return null;
  return {
    id,
    start: pos,
    sizeStart,
    dataStart: sizeStart + sizeLength,
    size: allOnes ? null : size,
  };
}

/** Reads an unsigned integer element's data (up to 7 bytes keeps it a safe integer). */
export function readUnsigned(bytes: Uint8Array, start: number, length: number): number | null {
  if (length > 7 || start + length > bytes.length) return null;
  let value = 0;
  for (let i = 0; i < length; i += 1) value = value * 256 + bytes[start + i]!;
  return value;
}

/** Reads a float element's data (4 or 8 bytes, big-endian). */
export function readFloat(bytes: Uint8Array, start: number, length: number): number | null {
  if ((length !== 4 && length !== 8) || start + length > bytes.length) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset + start, length);
  return length === 4 ? view.getFloat32(0) : view.getFloat64(0);
}

/** Reads a Block's or SimpleBlock's track number and signed 16-bit timecode (relative to its Cluster). */
export function readBlockStart(
  bytes: Uint8Array,
  dataStart: number,
  dataEnd: number,
): { track: number; timecode: number } | null {
  const trackLength = dataStart < dataEnd ? vintLength(bytes[dataStart]!) : 0;
  if (trackLength === 0 || dataStart + trackLength + 2 > dataEnd) return null;
  let track = bytes[dataStart]! & (0xff >> trackLength);
  for (let i = 1; i < trackLength; i += 1) track = track * 256 + bytes[dataStart + i]!;
  const timecodeAt = dataStart + trackLength;
  const timecode = (((bytes[timecodeAt]! << 8) | bytes[timecodeAt + 1]!) << 16) >> 16;
  return { track, timecode };
}

/** Encodes a data size as a vint of `length` bytes (1–8), or null when it does not fit. */
export function encodeSize(size: number, length: number): Uint8Array | null {
  // All value bits set means "unknown size", so the largest known size is one less.
  if (
    length < 1 ||
    length > 8 ||
    size < 0 ||
    !Number.isSafeInteger(size) ||
    size >= 2 ** (7 * length) - 1
  )
    return null;
  const out = new Uint8Array(length);
  let rest = size;
  for (let i = length - 1; i >= 0; i -= 1) {
    out[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  out[0]! |= 0x80 >> (length - 1);
  return out;
}

/** The shortest vint encoding of a data size. */
export function encodeSizeShortest(size: number): Uint8Array | null {
  for (let length = 1; length <= 8; length += 1) {
    const encoded = encodeSize(size, length);
    if (encoded) return encoded;
  }
  return null;
}

/** Encodes an unsigned integer into exactly `length` bytes, or null when it does not fit. */
export function encodeUnsigned(value: number, length: number): Uint8Array | null {
  if (value < 0 || !Number.isSafeInteger(value) || value >= 2 ** (8 * length)) return null;
  const out = new Uint8Array(length);
  let rest = value;
  for (let i = length - 1; i >= 0; i -= 1) {
    out[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  return out;
}

/** An id's bytes, as written in the stream. */
export function encodeId(id: number): Uint8Array {
  const length = id >= 0x1000000 ? 4 : id >= 0x10000 ? 3 : id >= 0x100 ? 2 : 1;
  return encodeUnsigned(id, length)!;
}

/** A complete 8-byte float element. */
export function encodeFloatElement(id: number, value: number): Uint8Array {
  const idBytes = encodeId(id);
  const out = new Uint8Array(idBytes.length + 1 + 8);
  out.set(idBytes, 0);
  out[idBytes.length] = 0x88; // size 8, one-byte vint
  new DataView(out.buffer).setFloat64(idBytes.length + 1, value);
  return out;
}
