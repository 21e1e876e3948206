import { describe, expect, it } from 'vitest';
import { buildCalendarInvite, escapeText, foldLine } from './calendar-invite';

describe('calendar invite', () => {
  const invite = buildCalendarInvite({
    uid: 'interview-7@takeoff',
    title: 'Interview: Designer, Senior; Remote',
    description: 'Line one\nLine two',
    reminder: 'Interview in 15 minutes',
    joinLabel: 'Join',
    startsAt: new Date('2031-05-04T09:30:00.000Z'),
    durationMinutes: 90,
    meetingLink: 'https://meet.jit.si/TakeoffRoom',
    organizer: { name: 'Aurora "Design"', email: 'aurora@example.com' },
    attendee: null,
    now: new Date('2031-01-01T00:00:00.000Z'),
  });

  it('writes one VEVENT in UTC with CRLF line ends', () => {
    expect(invite.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(invite.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(invite).toContain('DTSTAMP:20310101T000000Z\r\n');
    expect(invite).toContain('DTSTART:20310504T093000Z\r\nDTEND:20310504T110000Z\r\n');
    expect(invite).toContain('SUMMARY:Interview: Designer\\, Senior\\; Remote\r\n');
    expect(invite).toContain('ORGANIZER;CN="Aurora Design":mailto:aurora@example.com');
    expect(invite).not.toContain('ATTENDEE');
    expect(invite).toContain(
      'BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:Interview in 15 minutes\r\nTRIGGER:-PT15M\r\n',
    );
    expect(invite.replace(/\r\n /g, '')).toContain(
      'DESCRIPTION:Line one\\nLine two\\n\\nJoin: https://meet.jit.si/TakeoffRoom',
    );
  });

  it('cancels without a reminder: a kept event must not ring for an interview that is off', () => {
    const cancel = buildCalendarInvite({
      uid: 'interview-7@takeoff',
      title: 'Interview',
      description: 'Cancelled',
      reminder: 'Interview in 15 minutes',
      joinLabel: 'Join',
      startsAt: new Date('2031-05-04T09:30:00.000Z'),
      durationMinutes: 30,
      meetingLink: null,
      organizer: { name: 'Aurora', email: 'aurora@example.com' },
      attendee: null,
      method: 'CANCEL',
      sequence: 2,
    });
    expect(cancel).toContain('METHOD:CANCEL\r\n');
    expect(cancel).toContain('STATUS:CANCELLED\r\n');
    expect(cancel).not.toContain('VALARM');
  });

  it('escapes text and folds long lines at 75 octets without splitting characters', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    const folded = foldLine(`DESCRIPTION:${'é'.repeat(60)}`);
    for (const line of folded.split('\r\n'))
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'é'.repeat(60)}`);
  });
});
