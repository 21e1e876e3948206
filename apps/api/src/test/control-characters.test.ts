import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Writable } from 'node:stream';
import pino from 'pino';
import { PersonName } from '@takeoff/shared/auth';
import { csvCell } from '@takeoff/shared/consent';
import { CreateTimeSlotRequest } from '@takeoff/shared/interviews';
import { CreateJobRequest } from '@takeoff/shared/jobs';
import {
  CONTROL_CHARACTERS,
  escapeControlCharacters,
  singleLine,
} from '@takeoff/shared/plain-text';
import { buildCalendarInvite, escapeText } from '../modules/interviews/calendar-invite';

/**
 * #36.9: a bare carriage return in a title or a name reached calendar files, where CR-splitting parsers read it as a
 * new property. Single-line fields refuse control characters at input; .ics, CSV and logs escape whatever older rows hold.
 */
const control = fc.constantFrom(
  '\r',
  '\n',
  '\r\n',
  '\t',
  '\u0000',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u2028',
  '\u2029',
);
const withControl = fc
  .tuple(fc.string({ minLength: 1 }), control, fc.string())
  .map(([before, c, after]) => `${before}${c}${after}`);
const printable = fc
  .string({ minLength: 1, maxLength: 100 })
  .filter((s) => !CONTROL_CHARACTERS.test(s) && s.trim().length > 0);

describe('single-line fields', () => {
  it('refuse any control character anywhere inside, and accept every line without one', () => {
    fc.assert(
      fc.property(withControl, (value) => {
        // Only what is left after trimming counts: leading and trailing line breaks are trimmed away.
        fc.pre(CONTROL_CHARACTERS.test(value.trim()));
        expect(singleLine().safeParse(value).success).toBe(false);
        expect(PersonName.safeParse(value).success).toBe(false);
      }),
    );
    fc.assert(
      fc.property(printable, (value) => {
        expect(singleLine().safeParse(value).success).toBe(true);
      }),
    );
  });

  it('are in force on job titles and slot titles', () => {
    const job = CreateJobRequest.safeParse({
      title: 'Pilot\rX-INJECTED:1',
      description: 'Multi\nline is fine here',
      location: 'Athens',
      skills: 'Flying',
    });
    expect(job.success).toBe(false);
    expect(job.error?.issues.map((i) => i.path[0])).toEqual(['title']);
    const slot = CreateTimeSlotRequest.safeParse({
      title: 'Slot\rATTENDEE:mailto:x@evil.example',
      jobId: 1,
      scheduledAt: '2030-01-01T10:00:00Z',
    });
    expect(slot.success).toBe(false);
  });
});

describe('outputs that read control characters as structure', () => {
  it('.ics: every unfolded line of an invite stays one property, whatever the title and names hold', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (title, name, description) => {
        const ics = buildCalendarInvite({
          uid: 'probe@takeoff',
          title,
          description,
          reminder: 'Interview in 15 minutes',
          joinLabel: 'Join',
          startsAt: new Date('2030-01-01T10:00:00Z'),
          durationMinutes: 30,
          meetingLink: null,
          organizer: { name, email: 'org@example.com' },
          attendee: { name, email: 'att@example.com' },
          now: new Date('2029-12-01T10:00:00Z'),
        });
        const unfolded = ics.replace(/\r\n /g, '');
        const lines = unfolded.split('\r\n').slice(0, -1);
        for (const line of lines)
          // eslint-disable-next-line no-control-regex -- matching control characters is the point
          expect(line).not.toMatch(/[\r\n\u0000-\u0008\u000b-\u001f\u007f]/);
        expect(lines.filter((line) => line.startsWith('SUMMARY:'))).toHaveLength(1);
        expect(lines.filter((line) => /^ATTENDEE[;:]/.test(line))).toHaveLength(1);
      }),
    );
    expect(escapeText('a\rb\r\nc\nd')).toBe('a\\nb\\nc\\nd');
  });

  it('CSV: a cell never breaks its record, and the text stays readable', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(csvCell(value)).not.toMatch(CONTROL_CHARACTERS);
      }),
    );
    expect(csvCell('Ada\r\nLovelace')).toBe('Ada\\r\\nLovelace');
    expect(escapeControlCharacters('\u001b[31m')).toBe('\\u001b[31m');
  });

  it('logs: a field with line breaks stays inside its one JSON line', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write: (chunk: Buffer, _encoding, done) => (lines.push(chunk.toString()), done()),
    });
    const logger = pino({ level: 'info' }, sink);
    fc.assert(
      fc.property(withControl, (value) => {
        lines.length = 0;
        logger.info({ name: value }, 'user text');
        expect(lines).toHaveLength(1);
        expect(lines[0]!.trimEnd()).not.toMatch(/[\r\n]/);
        expect(JSON.parse(lines[0]!).name).toBe(value);
      }),
      { numRuns: 50 },
    );
  });
});
