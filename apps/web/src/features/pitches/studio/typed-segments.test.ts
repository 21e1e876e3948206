import { expect, test } from 'vitest';
import { SEGMENT_MAX, typedSegments } from './typed-segments';

test('a short typed transcript is one untimed segment, whitespace tidied', () => {
  expect(typedSegments('  Hello.\n I fly   planes! ')).toEqual([
    { start: 0, end: 0, text: 'Hello. I fly planes!' },
  ]);
  expect(typedSegments('   ')).toEqual([]);
});

test('a long transcript is cut at sentence ends, every segment within the limit, no word lost', () => {
  const sentence = 'I have flown for ten years and taught others to fly. ';
  const text = sentence.repeat(60).trim();
  const segments = typedSegments(text);
  expect(segments.length).toBeGreaterThan(1);
  for (const segment of segments) expect(segment.text.length).toBeLessThanOrEqual(SEGMENT_MAX);
  expect(segments.map((s) => s.text).join(' ')).toBe(text);
});

test('a sentence longer than the limit is split inside', () => {
  const text = 'a'.repeat(SEGMENT_MAX * 2 + 5);
  const segments = typedSegments(text);
  expect(segments.map((s) => s.text.length)).toEqual([SEGMENT_MAX, SEGMENT_MAX, 5]);
});
