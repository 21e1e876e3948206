import { describe, expect, it } from 'vitest';
import {
  encodeFloatElement,
  encodeSize,
  encodeSizeShortest,
  readBlockStart,
  readElementHeader,
  readFloat,
} from './ebml';

describe('EBML element headers', () => {
  it('reads a four-byte id and a one-byte size', () => {
    const bytes = Uint8Array.of(0x15, 0x49, 0xa9, 0x66, 0x99, ...new Array<number>(25).fill(0));
    expect(readElementHeader(bytes, 0)).toEqual({
      id: 0x1549a966,
      start: 0,
      sizeStart: 4,
      dataStart: 5,
      size: 25,
    });
  });

  it('reads the eight-byte unknown size a live muxer writes as null', () => {
    const bytes = Uint8Array.of(
      0x18,
      0x53,
      0x80,
      0x67,
      0x01,
      0xff,
      0xff,
      0xff,
      0xff,
      0xff,
      0xff,
      0xff,
    );
    expect(readElementHeader(bytes, 0)).toMatchObject({
      id: 0x18538067,
      dataStart: 12,
      size: null,
    });
    expect(readElementHeader(Uint8Array.of(0xe7, 0xff), 0)).toMatchObject({ size: null });
  });

  it('reads a long known size and refuses bytes that are no header', () => {
    const bytes = Uint8Array.of(
      0x1f,
      0x43,
      0xb6,
      0x75,
      0x01,
      0x00,
      0x00,
      0x00,
      0x00,
      0x01,
      0x02,
      0x03,
    );
    expect(readElementHeader(bytes, 0)).toMatchObject({ size: 0x010203, dataStart: 12 });
    expect(readElementHeader(Uint8Array.of(0x00, 0x81), 0)).toBeNull();
    expect(readElementHeader(Uint8Array.of(0x1a, 0x45, 0xdf), 0)).toBeNull();
    expect(readElementHeader(Uint8Array.of(0x1a, 0x45, 0xdf, 0xa3, 0x10), 0)).toBeNull();
  });
});

describe('EBML sizes and values', () => {
  it('keeps the all-ones value (unknown size) out of known sizes', () => {
    expect(encodeSize(126, 1)).toEqual(Uint8Array.of(0xfe));
    expect(encodeSize(127, 1)).toBeNull();
    expect(encodeSize(127, 2)).toEqual(Uint8Array.of(0x40, 0x7f));
    expect(encodeSizeShortest(127)).toEqual(Uint8Array.of(0x40, 0x7f));
    expect(encodeSize(300, 8)).toEqual(Uint8Array.of(0x01, 0, 0, 0, 0, 0, 0x01, 0x2c));
  });

  it('writes a float element that reads back', () => {
    const element = encodeFloatElement(0x4489, 1996.5);
    expect(Array.from(element.subarray(0, 3))).toEqual([0x44, 0x89, 0x88]);
    expect(readFloat(element, 3, 8)).toBe(1996.5);
  });

  it('reads a block track and its signed timecode', () => {
    expect(readBlockStart(Uint8Array.of(0x81, 0x00, 0x21, 0x80), 0, 4)).toEqual({
      track: 1,
      timecode: 33,
    });
    expect(readBlockStart(Uint8Array.of(0x82, 0xff, 0xfe, 0x80), 0, 4)).toEqual({
      track: 2,
      timecode: -2,
    });
    expect(readBlockStart(Uint8Array.of(0x81, 0x00), 0, 2)).toBeNull();
  });
});
