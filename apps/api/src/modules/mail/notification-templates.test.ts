import { describe, expect, it } from 'vitest';
import type { InterviewInvite } from '../interviews/interview-invite';
import type { MailJobData } from './mail-queue';
import { renderMail } from './mail.service';
import { formatUtc, isoInstant, NOTIFICATION_TEMPLATES } from './notification-templates';

const deps = {
  config: {
    appOrigin: 'https://takeoff.example',
    TOTP_ENCRYPTION_KEY: '07'.repeat(32),
    totpKey: Buffer.alloc(32, 7),
  },
} as Parameters<typeof renderMail>[0];
const invite: InterviewInvite = {
  interviewId: 41,
  position: 'Platform Engineer',
  title: null,
  companyName: 'Northwind Air',
  companyEmail: 'talent@northwind.example',
  organizer: null,
  candidateLabel: 'Ava Tester',
  attendee: { name: 'Ava Tester', email: 'ava@example.com' },
  startsAt: '2031-05-04T09:30:00.000Z',
  durationMinutes: 60,
  meetingLink: 'https://meet.jit.si/TakeoffRoom',
};
const render = (
  template: keyof typeof NOTIFICATION_TEMPLATES,
  params: object,
  locale: 'el' | 'en' = 'en',
) =>
  renderMail(
    deps,
    { template, to: 'reader@example.com', userId: 5, params } as MailJobData,
    locale,
  );
const inviteOf = (params: Parameters<typeof NOTIFICATION_TEMPLATES.interview_invite.render>[0]) => {
  const [attachment] = NOTIFICATION_TEMPLATES.interview_invite.attachments!(params);
  return { ...attachment!, ics: String(attachment!.content).replace(/\r\n /g, '') };
};

describe('dates in mail', () => {
  it('say UTC, with the ISO instant to the second', () => {
    expect(formatUtc('2031-05-04T09:30:00.000Z')).toBe('Sun, 4 May 2031, 09:30 UTC');
    expect(isoInstant('2031-05-04T09:30:00.123Z')).toBe('2031-05-04T09:30:00Z');
  });
});

describe('interview invite mail', () => {
  it('updates the same event when an interview moves (REQUEST, higher sequence)', async () => {
    const mail = await render('interview_invite', { change: 'moved', sequence: 1, invite });
    expect(mail.subject).toBe('Interview moved: Platform Engineer to Sun, 4 May 2031, 09:30 UTC');
    expect(mail.text).toContain(
      'The updated calendar invitation is attached and replaces the previous one.',
    );
    const attachment = inviteOf({ change: 'moved', sequence: 1, invite });
    expect(attachment.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(attachment.ics).toContain('METHOD:REQUEST\r\n');
    expect(attachment.ics).toContain('UID:interview-41@takeoff\r\nSEQUENCE:1\r\n');
    expect(attachment.ics).toContain('DTSTART:20310504T093000Z\r\n');
  });

  it('removes the event when an interview is cancelled (CANCEL), without sending anyone to its room', async () => {
    const mail = await render('interview_invite', { change: 'cancelled', sequence: 2, invite });
    expect(mail.subject).toBe(
      'Interview cancelled: Platform Engineer on Sun, 4 May 2031, 09:30 UTC',
    );
    expect(mail.text).toContain(
      'Northwind Air cancelled your interview for the Platform Engineer position.',
    );
    expect(mail.text).not.toContain('meet.jit.si');
    const attachment = inviteOf({ change: 'cancelled', sequence: 2, invite });
    expect(attachment.filename).toBe('invite.ics');
    expect(attachment.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(attachment.ics).toContain('METHOD:CANCEL\r\n');
    expect(attachment.ics).toContain('STATUS:CANCELLED\r\n');
    expect(attachment.ics).toContain('SEQUENCE:2\r\n');
    expect(attachment.ics).toContain('DTSTART:20310504T093000Z\r\n');
  });
});

const samples: Record<keyof typeof NOTIFICATION_TEMPLATES, [object, string]> = {
  interview_invite: [{ change: 'scheduled', sequence: 0, invite }, '/candidate/live-rooms'],
  interviewer_interview: [
    {
      change: 'scheduled',
      sequence: 0,
      invite: { ...invite, attendee: { name: 'Ivo', email: 'ivo@example.com' } },
    },
    '/company/interviews',
  ],
  join_request_accepted: [{ slotTitle: 'System design review', invite }, '/candidate/live-rooms'],
  join_request_declined: [
    {
      candidateName: 'Ava',
      companyName: 'Northwind Air',
      slotTitle: 'Review',
      startsAt: invite.startsAt,
    },
    '/candidate/live-rooms',
  ],
  application_stage: [
    {
      applicationId: 1,
      candidateName: 'Ava',
      companyName: 'Northwind Air',
      jobTitle: 'Pilot',
      status: 'rejected',
    },
    '/candidate/applications',
  ],
  application_closed: [
    {
      applicationId: 1,
      candidateName: 'Ava',
      companyName: 'Northwind Air',
      jobTitle: 'Pilot',
      texts: { en: 'Thank you for applying.', el: 'Σας ευχαριστούμε για την αίτηση.' },
      feedback: 'Strong pitch.',
    },
    '/candidate/applications',
  ],
  promise_reminder: [
    {
      recipientName: 'Northwind Air',
      hours: 48,
      applications: [{ jobTitle: 'Pilot', candidateName: 'Ava' }],
    },
    '/company/applications',
  ],
  application_received: [
    { applicationId: 1, candidateName: 'Ava Tester', jobTitle: 'Pilot' },
    '/company/applications',
  ],
  new_message: [
    {
      threadId: '1-2',
      messageId: 3,
      recipientName: 'Northwind Air',
      recipientRole: 'company',
      senderLabel: 'Candidate #000002',
      subject: null,
    },
    '/company/candidates?tab=messages',
  ],
  weekly_digest: [
    {
      companyName: 'Northwind Air',
      week: '2031-W18',
      weekLabel: 'Mon 28 Apr – Sun 4 May 2031',
      total: 12,
      matches: [{ label: 'Candidate #000002', pitchTitle: 'Pilot', skills: ['A320'] }],
    },
    '/company/candidates',
  ],
};

describe('every notification template', () => {
  it.each(Object.entries(samples))(
    '%s renders both parts with one button into the app and an unsubscribe link',
    async (template, [params, path]) => {
      const mail = await render(template as keyof typeof NOTIFICATION_TEMPLATES, params);
      const url = `https://takeoff.example${path}`;
      expect(mail.text).toContain(`: ${url}\n`);
      expect(mail.html).toContain(`href="${url.replace(/&/g, '&amp;')}"`);
      expect(
        mail.html.match(/<a\s[^>]*href="https:\/\/takeoff\.example\/(?!unsubscribe)/g),
      ).toHaveLength(1);
      expect(mail.unsubscribe?.page).toMatch(/^https:\/\/takeoff\.example\/unsubscribe\?token=5\./);
    },
  );

  it('tells a rejected candidate plainly, and a digest reader how many more pitches there are', async () => {
    const [stage] = samples.application_stage;
    expect((await render('application_stage', stage)).text).toContain(
      'The company has decided not to move forward with your application.',
    );
    const digest = await render('weekly_digest', samples.weekly_digest[0]);
    expect(digest.subject).toBe('Weekly digest: 12 new pitches match your open jobs');
    expect(digest.text).toContain('Showing 1 of 12; the rest are on your pitches board.');
    expect(digest.text).toContain('Candidate #000002 — Pilot: A320');
  });
});

describe('mail in Greek', () => {
  it('writes dates in Greek, still in UTC with the ISO instant', () => {
    expect(formatUtc('2031-05-04T09:30:00.000Z', 'el')).toMatch(
      /^Κυρ,? 4 Μα[ΐι]\.? 2031,? 09:30 UTC$/,
    );
  });

  it('turns every notification template into Greek: subject, body, details, button, unsubscribe link', async () => {
    const english =
      /\b(Hi|Hello|View your|Review the|Review pitches|Open your|Position|Company|When|Duration|Stage|Candidate|Turn off|You receive|minutes)\b/;
    for (const [template, [params]] of Object.entries(samples)) {
      const mail = await render(template as keyof typeof NOTIFICATION_TEMPLATES, params, 'el');
      expect(mail.locale).toBe('el');
      expect(mail.subject, template).toMatch(/[Α-Ωα-ω]/);
      expect(mail.text, template).not.toMatch(english);
      expect(mail.text, template).toContain(
        'Απενεργοποίηση αυτών των email: https://takeoff.example/unsubscribe?token=5.',
      );
    }
  });

  it('names a candidate by the Greek label, counts with Greek plurals and writes the week in Greek', async () => {
    const digest = await render(
      'weekly_digest',
      {
        ...samples.weekly_digest[0],
        weekStart: '2031-04-27T21:00:00.000Z',
        weekEnd: '2031-05-04T21:00:00.000Z',
        timeZone: 'Europe/Athens',
      },
      'el',
    );
    expect(digest.subject).toBe(
      'Εβδομαδιαία σύνοψη: 12 νέες παρουσιάσεις ταιριάζουν με τις ανοιχτές σας θέσεις',
    );
    expect(digest.text).toContain('Υποψήφιος/α #000002 — Pilot: A320');
    expect(digest.text).toContain('Εμφανίζονται 1 από 12');
    expect(digest.text).toMatch(/την εβδομάδα Δευ,? 28 Απρ\.? – Κυρ,? 4 Μα[ΐι]\.? 2031/);
    const one = await render('weekly_digest', { ...samples.weekly_digest[0], total: 1 }, 'el');
    expect(one.subject).toBe(
      'Εβδομαδιαία σύνοψη: 1 νέα παρουσίαση ταιριάζει με τις ανοιχτές σας θέσεις',
    );
    const message = await render('new_message', samples.new_message[0], 'el');
    expect(message.subject).toBe('Νέο μήνυμα από Υποψήφιος/α #000002');
    const stage = await render('application_stage', samples.application_stage[0], 'el');
    expect(stage.text).toContain('στο στάδιο «Απορρίφθηκε»');
  });

  it('writes the calendar invite in Greek too, and leaves the English one as it was', async () => {
    const t = (await import('../../i18n')).serverT('el', 'mail');
    const [greek] = NOTIFICATION_TEMPLATES.interview_invite.attachments!(
      { change: 'scheduled', sequence: 0, invite },
      t,
    );
    expect(String(greek!.content).replace(/\r\n /g, '')).toContain(
      'SUMMARY:Συνέντευξη: Platform Engineer — Northwind Air',
    );
    expect(inviteOf({ change: 'scheduled', sequence: 0, invite }).ics).toContain(
      'SUMMARY:Interview: Platform Engineer — Northwind Air',
    );
  });
});

describe('the address-change notice', () => {
  it.each([
    ['en', 'If this was not you, write to privacy@takeoff.example straight away'],
    ['el', 'Αν δεν ήσασταν εσείς, γράψτε αμέσως στο privacy@takeoff.example'],
  ] as const)(
    'names the contact to write to (%s), not a "support" nobody can reach',
    async (locale, footnote) => {
      const mail = await renderMail(
        deps,
        {
          template: 'email_changed',
          to: 'old@example.com',
          userId: 5,
          params: {
            name: 'Ava',
            newEmail: 'new@example.com',
            supportEmail: 'privacy@takeoff.example',
          },
        } as MailJobData,
        locale,
      );
      expect(mail.text).toContain(footnote);
      expect(mail.text).not.toMatch(/contact support|επικοινωνήστε αμέσως με την υποστήριξη/);
    },
  );
});
