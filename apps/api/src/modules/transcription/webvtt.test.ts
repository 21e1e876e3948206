import { describe, expect, it } from 'vitest';
import { toWebVtt, vttTimestamp } from './webvtt';

describe('WebVTT', () => {
  it('writes cue timings as hh:mm:ss.mmm', () => {
    expect(vttTimestamp(0)).toBe('00:00:00.000');
    expect(vttTimestamp(61.5)).toBe('00:01:01.500');
    expect(vttTimestamp(3723.0049)).toBe('01:02:03.005');
  });

  it('numbers the cues, escapes markup and leaves empty segments out', () => {
    expect(
      toWebVtt([
        { start: 0, end: 2.25, text: 'I design <b>booking</b> apps & more' },
        { start: 2.25, end: 3, text: '   ' },
        { start: 3, end: 5, text: 'line one\n\nline --> two' },
      ]),
    ).toBe(
      'WEBVTT\n\n' +
        '1\n00:00:00.000 --> 00:00:02.250\nI design &lt;b&gt;booking&lt;/b&gt; apps &amp; more\n\n' +
        '2\n00:00:03.000 --> 00:00:05.000\nline one\nline --&gt; two\n',
    );
  });

  it('is a valid empty file without segments', () => {
    expect(toWebVtt([])).toBe('WEBVTT\n');
  });
});
