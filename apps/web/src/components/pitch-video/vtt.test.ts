import { describe, expect, test } from 'vitest';
import { activeCueIndex, parseTimestamp, parseVtt } from './vtt';

describe('parseVtt', () => {
  test('reads cues with and without identifiers, hours, settings and tags', () => {
    const vtt = [
      'WEBVTT - pitch',
      '',
      'NOTE made by the transcription service',
      '',
      '1',
      '00:00.000 --> 00:02.500 align:start',
      '<v Speaker>Hello, I am a pilot</v>',
      '',
      '00:02.500 --> 00:05.000',
      'with ten years',
      'of <i>flying</i> &amp; teaching',
      '',
      '01:00:01.000 --> 01:00:02.000',
      'late',
    ].join('\r\n');
    expect(parseVtt(vtt)).toEqual([
      { start: 0, end: 2.5, text: 'Hello, I am a pilot' },
      { start: 2.5, end: 5, text: 'with ten years\nof flying & teaching' },
      { start: 3601, end: 3602, text: 'late' },
    ]);
  });

  test('refuses a document that is not WebVTT and skips broken or empty blocks', () => {
    expect(parseVtt('1\n00:00:01,000 --> 00:00:02,000\nSRT')).toEqual([]);
    expect(
      parseVtt('WEBVTT\n\n00:01.000 -> 00:02.000\nbroken arrow\n\n00:03.000 --> 00:04.000\n'),
    ).toEqual([]);
  });

  test('keeps cues in time order', () => {
    const vtt = 'WEBVTT\n\n00:05.000 --> 00:06.000\nsecond\n\n00:01.000 --> 00:02.000\nfirst\n';
    expect(parseVtt(vtt).map((cue) => cue.text)).toEqual(['first', 'second']);
  });
});

test('parseTimestamp reads minutes and hours', () => {
  expect(parseTimestamp('00:01.250')).toBe(1.25);
  expect(parseTimestamp('1:02:03.000')).toBe(3723);
});

test('activeCueIndex finds the cue playing, and none between cues', () => {
  const cues = [
    { start: 0, end: 2, text: 'a' },
    { start: 3, end: 5, text: 'b' },
  ];
  expect(activeCueIndex(cues, 1)).toBe(0);
  expect(activeCueIndex(cues, 2.5)).toBe(-1);
  expect(activeCueIndex(cues, 4.99)).toBe(1);
  expect(activeCueIndex(cues, 5)).toBe(-1);
});
