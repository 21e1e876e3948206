import { describe, expect, it } from 'vitest';
import {
  CreateTimeSlotRequest,
  MeetingLinkRequest,
  anonymousCandidateLabel,
  computeInterviewDisplayStatus,
  dialInLink,
  googleMeetAppLinks,
  isGoogleMeetLink,
  meetingIdFromLink,
} from './interviews';

const at = new Date('2026-03-10T12:00:00.000Z');
const plus = (minutes: number, ms = 0) => new Date(at.getTime() + minutes * 60_000 + ms);

describe('computeInterviewDisplayStatus', () => {
  it('is upcoming until 60 minutes before the scheduled time', () => {
    expect(computeInterviewDisplayStatus(at, 'scheduled', plus(-60, -1))).toBe('upcoming');
    expect(computeInterviewDisplayStatus(at, 'scheduled', plus(-24 * 60))).toBe('upcoming');
  });

  it('is live from exactly 60 minutes before until exactly 60 minutes after', () => {
    expect(computeInterviewDisplayStatus(at, 'scheduled', plus(-60))).toBe('live');
    expect(computeInterviewDisplayStatus(at.toISOString(), 'confirmed', plus(0))).toBe('live');
    expect(computeInterviewDisplayStatus(at, 'in_progress', plus(60))).toBe('live');
  });

  it('is ended after the live window', () => {
    expect(computeInterviewDisplayStatus(at, 'scheduled', plus(60, 1))).toBe('ended');
    expect(computeInterviewDisplayStatus(at, 'confirmed', plus(600))).toBe('ended');
  });

  it('takes cancelled and completed from the record, whatever the time', () => {
    expect(computeInterviewDisplayStatus(at, 'cancelled', plus(0))).toBe('cancelled');
    expect(computeInterviewDisplayStatus(at, 'completed', plus(-600))).toBe('completed');
  });
});

describe('meeting links', () => {
  it('takes the meeting ID from the last path segment', () => {
    expect(meetingIdFromLink('https://meet.google.com/abc-defg-hij')).toBe('abc-defg-hij');
    expect(meetingIdFromLink('https://meet.jit.si/TakeoffA1b2/')).toBe('TakeoffA1b2');
    expect(meetingIdFromLink('https://zoom.us/j/123456789?pwd=x')).toBe('123456789');
    expect(meetingIdFromLink('https://example.com')).toBe('');
    expect(meetingIdFromLink('not a url')).toBe('');
  });

  it('recognises Google Meet links and builds the app links', () => {
    expect(isGoogleMeetLink('https://meet.google.com/abc-defg-hij')).toBe(true);
    expect(isGoogleMeetLink('https://meet.google.com.evil.test/abc')).toBe(false);
    expect(googleMeetAppLinks('https://meet.jit.si/room')).toBeNull();
    const links = googleMeetAppLinks('https://meet.google.com/abc-defg-hij')!;
    expect(links.ios).toBe('googlemeet://meet.google.com/abc-defg-hij');
    expect(links.android).toMatch(
      /^intent:\/\/meet\.google\.com\/abc-defg-hij#Intent;scheme=https;package=com\.google\.android\.apps\.meetings;/,
    );
  });

  it('offers dial-in pages for Google Meet and Jitsi only', () => {
    expect(dialInLink('https://meet.google.com/abc-defg-hij')).toBe(
      'https://tel.meet/abc-defg-hij',
    );
    expect(dialInLink('https://meet.jit.si/Room1')).toBe(
      'https://meet.jit.si/static/dialInInfo.html?room=Room1',
    );
    expect(dialInLink('https://zoom.us/j/1')).toBeNull();
  });

  it('accepts only https custom links and needs a url for custom', () => {
    expect(
      MeetingLinkRequest.safeParse({ platform: 'custom', url: 'https://zoom.us/j/1' }).success,
    ).toBe(true);
    expect(
      MeetingLinkRequest.safeParse({ platform: 'custom', url: 'javascript:alert(1)' }).success,
    ).toBe(false);
    expect(
      MeetingLinkRequest.safeParse({ platform: 'custom', url: 'http://zoom.us/j/1' }).success,
    ).toBe(false);
    expect(MeetingLinkRequest.safeParse({ platform: 'custom' }).success).toBe(false);
    expect(MeetingLinkRequest.parse({}).platform).toBe('jitsi');
  });
});

describe('slot rules', () => {
  const base = { title: 'Frontend chat', jobId: 1, scheduledAt: '2030-01-01T10:00:00.000Z' };
  it('defaults to 60 minutes and one candidate', () => {
    expect(CreateTimeSlotRequest.parse(base)).toMatchObject({ duration: 60, maxCandidates: 1 });
  });
  it('allows only the seeds options', () => {
    expect(
      CreateTimeSlotRequest.safeParse({ ...base, duration: 45, maxCandidates: 5 }).success,
    ).toBe(true);
    expect(CreateTimeSlotRequest.safeParse({ ...base, duration: 50 }).success).toBe(false);
    expect(CreateTimeSlotRequest.safeParse({ ...base, maxCandidates: 4 }).success).toBe(false);
  });
  it('labels anonymous candidates with a 6-digit id', () => {
    expect(anonymousCandidateLabel(123)).toBe('Candidate #000123');
  });
});
