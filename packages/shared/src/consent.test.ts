import { describe, expect, it } from 'vitest';
import {
  consentRequired,
  neutraliseFormula,
  previewUserAgent,
  toCsv,
  USER_AGENT_PREVIEW_LENGTH,
} from './consent';

describe('neutraliseFormula', () => {
  it.each(['=SUM(A1)', '+1', '-2', '@cmd', '\tx', '\rx'])('prefixes a quote to %j', (cell) => {
    expect(neutraliseFormula(cell)).toBe(`'${cell}`);
  });
  it.each(['', 'plain', 'a=b', "O'Brien", '1+1'])('leaves %j alone', (cell) => {
    expect(neutraliseFormula(cell)).toBe(cell);
  });
});

describe('previewUserAgent', () => {
  it('keeps short agents and cuts long ones to 50 characters plus an ellipsis', () => {
    expect(previewUserAgent(null)).toBeNull();
    expect(previewUserAgent('curl/8')).toBe('curl/8');
    const long = 'M'.repeat(80);
    expect(previewUserAgent(long)).toBe(`${'M'.repeat(USER_AGENT_PREVIEW_LENGTH)}...`);
    expect(previewUserAgent('x'.repeat(50))).toBe('x'.repeat(50));
  });
});

describe('consentRequired', () => {
  it('asks when there is no record or the latest is a withdrawal', () => {
    expect(consentRequired(null)).toBe(true);
    expect(consentRequired({ consentGiven: false })).toBe(true);
    expect(consentRequired({ consentGiven: true })).toBe(false);
    // With the version in force given, a consent to an older text is asked again.
    expect(consentRequired({ consentGiven: true, privacyVersion: '1.0' }, '1.1')).toBe(true);
    expect(consentRequired({ consentGiven: true, privacyVersion: '1.1' }, '1.1')).toBe(false);
    expect(consentRequired({ consentGiven: false, privacyVersion: '1.1' }, '1.1')).toBe(true);
  });
});

describe('toCsv', () => {
  it('writes a header, quotes commas and quotes, writes line breaks visibly and neutralises formula-leading cells', () => {
    const rows = [
      { a: 'plain', b: 1 },
      { a: 'x, y', b: null },
      { a: 'say "hi"', b: true },
      { a: '=1+2', b: 'two\nlines' },
    ];
    expect(toCsv(rows, ['a', 'b'])).toBe(
      `a,b\r\nplain,1\r\n"x, y",\r\n"say ""hi""",true\r\n"'=1+2",two\\nlines\r\n`,
    );
  });
});
