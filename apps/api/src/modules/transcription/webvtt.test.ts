import { describe, expect, it } from 'vitest';
import { toWebVtt } from './webvtt';

describe('toWebVtt', () => {
  it('writes the header and one cue per segment with HH:MM:SS.mmm timings', () => {
    expect(
      toWebVtt([
        { start: 0, end: 4.2, text: 'I built the booking system.' },
        { start: 4.2, end: 3_725.0456, text: 'Then I led a team.' },
      ]),
    ).toBe(
      'WEBVTT\n\n' +
        '00:00:00.000 --> 00:00:04.200\nI built the booking system.\n\n' +
        '00:00:04.200 --> 01:02:05.046\nThen I led a team.\n\n',
    );
  });

  it('is a valid empty file when there is nothing to caption', () => {
    expect(toWebVtt([])).toBe('WEBVTT\n\n');
  });

  it('escapes markup so text cannot open tags or end the timing line', () => {
    const vtt = toWebVtt([{ start: 1, end: 2, text: 'R&D <b>bold</b> --> next' }]);
    expect(vtt).toContain('\nR&amp;D &lt;b&gt;bold&lt;/b&gt; --&gt; next\n');
    expect(vtt.split('-->')).toHaveLength(2);
  });

  it('keeps no blank line inside a cue', () => {
    const vtt = toWebVtt([{ start: 0, end: 2, text: 'First line\n\n\r\nsecond line\n' }]);
    expect(vtt).toBe('WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nFirst line\nsecond line\n\n');
  });

  it('leaves out segments without a positive duration or without text, and orders cues by start', () => {
    const vtt = toWebVtt([
      { start: 5, end: 6, text: 'later' },
      { start: 3, end: 3, text: 'zero length' },
      { start: 4, end: 3.5, text: 'backwards' },
      { start: 1, end: 1.0004, text: 'under a millisecond' },
      { start: 2, end: 3, text: '   ' },
      { start: 0.5, end: 1, text: 'earlier' },
    ]);
    expect(vtt).toBe(
      'WEBVTT\n\n00:00:00.500 --> 00:00:01.000\nearlier\n\n00:00:05.000 --> 00:00:06.000\nlater\n\n',
    );
  });
});
