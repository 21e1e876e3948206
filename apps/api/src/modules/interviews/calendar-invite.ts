/** What goes on an invite; text fields are escaped here, never by the caller. */
export interface InviteDetails {
  uid: string;
  title: string;
  description: string;
  /** The alarm's text, 15 minutes before ("Interview in 15 minutes"), in the reader's language. */
  reminder: string;
  /** The word before the meeting link in the description ("Join"). */
  joinLabel: string;
  startsAt: Date;
  durationMinutes: number;
  meetingLink: string | null;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string } | null;
  /** Raised by every later version of the same event (a move, a cancellation), so calendars take it. */
  sequence?: number;
  /** REQUEST adds or updates the event; CANCEL removes it from the attendee's calendar (RFC 5546). */
  method?: 'REQUEST' | 'CANCEL';
  now?: Date;
}

const icsDate = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks (CRLF, a bare CR or LF) are escaped in TEXT values;
 * other control characters, which TEXT does not allow, are dropped (a bare CR would start a new property for some parsers).
 */
export const escapeText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n|\u2028|\u2029/g, '\\n')
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    .replace(/[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/g, '');

/** RFC 5545 §3.1: lines longer than 75 octets are folded with CRLF + space (never inside a UTF-8 character). */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const person = (role: 'ORGANIZER' | 'ATTENDEE', p: { name: string; email: string }) =>
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  `${role};CN=${JSON.stringify(p.name.replace(/["\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ''))}${role === 'ATTENDEE' ? ';ROLE=REQ-PARTICIPANT' : ''}:mailto:${p.email}`;

/** An iCalendar invite any calendar (Google, Outlook, Apple) imports. */
export function buildCalendarInvite(d: InviteDetails): string {
  const method = d.method ?? 'REQUEST';
  const end = new Date(d.startsAt.getTime() + d.durationMinutes * 60_000);
  const description = d.meetingLink
    ? `${d.description}\n\n${d.joinLabel}: ${d.meetingLink}`
    : d.description;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Takeoff//Interviews//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:${d.uid}`,
    `SEQUENCE:${d.sequence ?? 0}`,
    `DTSTAMP:${icsDate(d.now ?? new Date())}`,
    `DTSTART:${icsDate(d.startsAt)}`,
    `DTEND:${icsDate(end)}`,
    `SUMMARY:${escapeText(d.title)}`,
    `DESCRIPTION:${escapeText(description)}`,
    ...(d.meetingLink ? [`LOCATION:${escapeText(d.meetingLink)}`, `URL:${d.meetingLink}`] : []),
    person('ORGANIZER', d.organizer),
    ...(d.attendee ? [person('ATTENDEE', d.attendee)] : []),
    method === 'CANCEL' ? 'STATUS:CANCELLED' : 'STATUS:CONFIRMED',
    // A cancelled interview must not remind anyone of it (a calendar that keeps the event would still ring).
    ...(method === 'CANCEL'
      ? []
      : [
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          `DESCRIPTION:${escapeText(d.reminder)}`,
          'TRIGGER:-PT15M',
          'END:VALARM',
        ]),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
