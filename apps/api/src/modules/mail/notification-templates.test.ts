import { describe, expect, it } from 'vitest';
import type { InterviewInvite } from '../interviews/interview-invite';
import type { MailJobData } from './mail-queue';
import { renderMail } from './mail.service';
import { formatUtc, isoInstant, NOTIFICATION_TEMPLATES } from './notification-templates';

const deps = { config: { appOrigin: 'https://takeoff.example', totpKey: Buffer.alloc(32, 7) } } as Parameters<typeof renderMail>[0];
const invite: InterviewInvite = {
  interviewId: 41,
  position: 'Platform Engineer',
  companyName: 'Northwind Air',
  companyEmail: 'talent@northwind.example',
  candidateLabel: 'Ava Tester',
  attendee: { name: 'Ava Tester', email: 'ava@example.com' },
  startsAt: '2031-05-04T09:30:00.000Z',
  durationMinutes: 60,
  meetingLink: 'https://meet.jit.si/TakeoffRoom',
};
const render = (template: keyof typeof NOTIFICATION_TEMPLATES, params: object) =>
  renderMail(deps, { template, to: 'reader@example.com', userId: 5, params } as MailJobData);
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
    expect(mail.text).toContain('The updated calendar invitation is attached and replaces the previous one.');
    const attachment = inviteOf({ change: 'moved', sequence: 1, invite });
    expect(attachment.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(attachment.ics).toContain('METHOD:REQUEST\r\n');
    expect(attachment.ics).toContain('UID:interview-41@takeoff\r\nSEQUENCE:1\r\n');
    expect(attachment.ics).toContain('DTSTART:20310504T093000Z\r\n');
  });

  it('removes the event when an interview is cancelled (CANCEL), without sending anyone to its room', async () => {
    const mail = await render('interview_invite', { change: 'cancelled', sequence: 2, invite });
    expect(mail.subject).toBe('Interview cancelled: Platform Engineer on Sun, 4 May 2031, 09:30 UTC');
    expect(mail.text).toContain('Northwind Air cancelled your interview for the Platform Engineer position.');
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

describe('every notification template', () => {
  const samples: Record<keyof typeof NOTIFICATION_TEMPLATES, [object, string]> = {
    interview_invite: [{ change: 'scheduled', sequence: 0, invite }, '/candidate/live-rooms'],
    join_request_accepted: [{ slotTitle: 'System design review', invite }, '/candidate/live-rooms'],
    join_request_declined: [{ candidateName: 'Ava', companyName: 'Northwind Air', slotTitle: 'Review', startsAt: invite.startsAt }, '/candidate/live-rooms'],
    application_stage: [{ applicationId: 1, candidateName: 'Ava', companyName: 'Northwind Air', jobTitle: 'Pilot', status: 'rejected' }, '/candidate/applications'],
    application_received: [{ applicationId: 1, candidateName: 'Ava Tester', jobTitle: 'Pilot' }, '/company/applications'],
    new_message: [{ threadId: '1-2', messageId: 3, recipientName: 'Northwind Air', recipientRole: 'company', senderLabel: 'Candidate #000002', subject: null }, '/company/candidates?tab=messages'],
    weekly_digest: [{ companyName: 'Northwind Air', week: '2031-W18', weekLabel: 'Mon 28 Apr – Sun 4 May 2031', total: 12, matches: [{ label: 'Candidate #000002', pitchTitle: 'Pilot', skills: ['A320'] }] }, '/company/candidates'],
  };

  it.each(Object.entries(samples))('%s renders both parts with one button into the app and an unsubscribe link', async (template, [params, path]) => {
    const mail = await render(template as keyof typeof NOTIFICATION_TEMPLATES, params);
    const url = `https://takeoff.example${path}`;
    expect(mail.text).toContain(`: ${url}\n`);
    expect(mail.html).toContain(`href="${url.replace(/&/g, '&amp;')}"`);
    expect(mail.html.match(/<a\s[^>]*href="https:\/\/takeoff\.example\/(?!unsubscribe)/g)).toHaveLength(1);
    expect(mail.unsubscribe?.page).toMatch(/^https:\/\/takeoff\.example\/unsubscribe\?token=5\./);
  });

  it('tells a rejected candidate plainly, and a digest reader how many more pitches there are', async () => {
    const [stage] = samples.application_stage;
    expect((await render('application_stage', stage)).text).toContain('The company has decided not to move forward with your application.');
    const digest = await render('weekly_digest', samples.weekly_digest[0]);
    expect(digest.subject).toBe('Weekly digest: 12 new pitches match your open jobs');
    expect(digest.text).toContain('Showing 1 of 12; the rest are on your pitches board.');
    expect(digest.text).toContain('Candidate #000002 — Pilot: A320');
  });
});
