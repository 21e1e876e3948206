import { describe, expect, it } from 'vitest';
import {
  AnnouncementInput,
  badgeText,
  eventFor,
  notificationRoute,
  prependUnique,
} from './notifications';

describe('badgeText', () => {
  it('hides at zero and below, shows the count up to 99, 99+ above', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-3)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(12_345)).toBe('99+');
  });
});

describe('notificationRoute', () => {
  it('routes the company side by entity type', () => {
    expect(notificationRoute('company', { entityType: 'candidate_pitch', type: 'new_video' })).toBe(
      '/company/candidates',
    );
    expect(
      notificationRoute('company', { entityType: 'application', type: 'new_application' }),
    ).toBe('/company/applications');
    expect(notificationRoute('company', { entityType: 'interview', type: 'join_request' })).toBe(
      '/company/interviews',
    );
    expect(notificationRoute('company', { entityType: 'message', type: 'new_message' })).toBe(
      '/company/candidates?tab=messages',
    );
    expect(notificationRoute('company', { entityType: 'system', type: 'x' })).toBeNull();
  });
  it('opens the pipeline on the application a scorecard is asked for', () => {
    expect(
      notificationRoute('company', {
        entityType: 'application',
        type: 'scorecard_requested',
        entityId: 42,
      }),
    ).toBe('/company/applications?application=42');
    expect(
      notificationRoute('company', {
        entityType: 'application',
        type: 'scorecard_requested',
        entityId: null,
      }),
    ).toBe('/company/applications');
  });
  it('routes the candidate side by entity type', () => {
    expect(
      notificationRoute('candidate', { entityType: 'interview', type: 'interview_scheduled' }),
    ).toBe('/candidate/live-rooms');
    expect(notificationRoute('candidate', { entityType: 'job_post', type: 'job_posted' })).toBe(
      '/candidate/jobs',
    );
    expect(notificationRoute('candidate', { entityType: 'message', type: 'new_message' })).toBe(
      '/candidate/messages',
    );
    expect(notificationRoute('candidate', { entityType: 'application', type: 'x' })).toBeNull();
  });
  it('opens the answer session of the application asked for answers or whose answer video failed', () => {
    expect(
      notificationRoute('candidate', {
        entityType: 'application',
        type: 'video_answer_failed',
        entityId: 21,
      }),
    ).toBe('/candidate/answers?application=21');
    expect(
      notificationRoute('candidate', {
        entityType: 'application',
        type: 'video_answers_requested',
        entityId: 21,
      }),
    ).toBe('/candidate/answers?application=21');
    expect(
      notificationRoute('candidate', {
        entityType: 'application',
        type: 'video_answers_requested',
      }),
    ).toBe('/candidate/applications');
    expect(notificationRoute('admin', { entityType: 'interview', type: 'x' })).toBeNull();
  });
});

describe('eventFor', () => {
  it('names the two seeds events and sends every other type as notification:new', () => {
    expect(eventFor('new_video')).toBe('notification:new_video');
    expect(eventFor('new_application')).toBe('notification:new_application');
    expect(eventFor('job_posted')).toBe('notification:new');
  });
});

describe('prependUnique', () => {
  it('puts a new item first and ignores one already present', () => {
    const first = prependUnique([{ id: 1 }], { id: 2 });
    expect(first).toEqual({ items: [{ id: 2 }, { id: 1 }], added: true });
    expect(prependUnique(first.items, { id: 2 })).toEqual({
      items: [{ id: 2 }, { id: 1 }],
      added: false,
    });
  });
});

describe('AnnouncementInput', () => {
  it('trims, bounds and refuses control characters', () => {
    expect(
      AnnouncementInput.parse({
        audience: 'companies',
        title: ' Hi ',
        message: 'Line one\nline two',
      }),
    ).toEqual({ audience: 'companies', title: 'Hi', message: 'Line one\nline two' });
    expect(
      AnnouncementInput.safeParse({ audience: 'companies', title: '\u0000nul', message: 'm' })
        .success,
    ).toBe(false);
    expect(
      AnnouncementInput.safeParse({ audience: 'companies', title: 't', message: 'bell\u0007' })
        .success,
    ).toBe(false);
    expect(
      AnnouncementInput.safeParse({ audience: 'companies', title: 'x'.repeat(121), message: 'm' })
        .success,
    ).toBe(false);
  });
});
