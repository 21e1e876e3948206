import { z } from 'zod';
import { IdParams, PageQuery } from '@takeoff/shared/common';
import {
  CancelInterviewRequest,
  CreateInterviewRequest,
  CreateTimeSlotRequest,
  Interview,
  ScheduledInterview,
  InterviewPage,
  JoinRequest,
  JoinRequestPage,
  JoinSlotRequest,
  CandidateInterview,
  CandidateInterviewPage,
  MeetingLinkRequest,
  MeetingProviders,
  RescheduleInterviewRequest,
  ScheduleOptions,
  ScheduleOptionsQuery,
  TimeSlot,
  TimeSlotAcceptance,
  TimeSlotAcceptancePage,
  TimeSlotPage,
  TimeSlotQuery,
  UpdateTimeSlotRequest,
} from '@takeoff/shared/interviews';
import type { ApiRouter } from '../../http/api-router';
import type { AppDeps } from '../../deps';
import type { InterviewDeps } from './interview-deps';
import * as changes from './interview-changes.service';
import * as interviews from './interviews.service';
import * as joins from './join-requests.service';
import { MeetingLinks } from './meeting-links/meeting-links';
import { scheduleOptions } from './schedule-options.service';
import * as slotChanges from './slot-changes.service';
import * as slots from './slots.service';

const participants = ['company', 'candidate'] as const;

export function registerInterviewRoutes(api: ApiRouter, appDeps: AppDeps) {
  const deps: InterviewDeps = {
    ...appDeps,
    meetingLinks: new MeetingLinks(appDeps.config, appDeps.logger),
  };
  const tags = ['interviews'];

  api.add({
    method: 'post',
    path: '/api/interviews',
    tags,
    access: ['company'],
    status: 201,
    errors: [403, 409, 502],
    summary:
      'Schedule an interview with a candidate for one of my positions (a meeting link is made unless one is pasted). ' +
      'Unless the candidate applied to me, I need accepted Company Terms (403 COMPANY_CONSENT_REQUIRED) and a candidate who withdrew their consent is refused (409 CANDIDATE_CONSENT_WITHDRAWN).',
    body: CreateInterviewRequest,
    response: ScheduledInterview,
    handler: ({ user, body }) => interviews.scheduleInterview(deps, user, body),
  });
  api.add({
    method: 'get',
    path: '/api/interviews',
    tags,
    access: participants,
    orgPermission: 'applications.read',
    summary:
      'My interviews (a candidate’s or a company’s own), keyset pages: live and upcoming ones soonest first, then past ones latest first. ' +
      'Candidates do not get the company’s private notes',
    query: PageQuery,
    response: InterviewPage,
    responseByRole: { candidate: CandidateInterviewPage },
    handler: ({ user, query }) => interviews.listMyInterviews(deps, user, query),
  });
  api.add({
    method: 'get',
    path: '/api/interviews/schedule-options',
    tags,
    access: ['company'],
    summary:
      'Candidates (anonymous unless they applied to me) and positions for the schedule dialog; pitches of candidates who withdrew their consent are left out, ' +
      'and without accepted Company Terms only my applicants are listed (no pitch titles)',
    query: ScheduleOptionsQuery,
    response: ScheduleOptions,
    handler: ({ user, query }) => scheduleOptions(deps, user, query.candidateId),
  });
  api.add({
    method: 'get',
    path: '/api/meeting-providers',
    tags,
    access: participants,
    summary:
      'The room providers this server can make meeting links with (Google Meet only when configured) and its default',
    response: MeetingProviders,
    handler: () => deps.meetingLinks.available,
  });
  api.add({
    method: 'get',
    path: '/api/companies/:id/interviews',
    tags,
    access: ['company'],
    orgPermission: 'applications.read',
    summary:
      'A company’s interviews (own only), keyset pages: live and upcoming ones soonest first, then past ones latest first',
    params: IdParams,
    query: PageQuery,
    response: InterviewPage,
    handler: ({ user, params, query }) =>
      interviews.listCompanyInterviews(deps, user, params.id, query),
  });
  api.add({
    method: 'post',
    path: '/api/interviews/:id/meeting-link',
    tags,
    access: participants,
    errors: [409, 502],
    summary:
      'Replace the meeting link: a new Jitsi or Google Meet room, or (company only) a pasted https link',
    params: IdParams,
    body: MeetingLinkRequest,
    response: Interview,
    responseByRole: { candidate: CandidateInterview },
    handler: ({ user, params, body }) =>
      interviews.regenerateMeetingLink(deps, user, params.id, body),
  });
  api.add({
    method: 'patch',
    path: '/api/interviews/:id/reschedule',
    tags,
    access: ['company'],
    errors: [409],
    summary:
      'Move my interview to a new time and/or duration (the meeting link stays). The candidate is notified and mailed the updated invite (its SEQUENCE raised), and so are the interviewers assigned to its job. ' +
      'A cancelled interview cannot be moved (409 INTERVIEW_CANCELLED), nor one that has started (409 INTERVIEW_PAST).',
    params: IdParams,
    body: RescheduleInterviewRequest,
    response: Interview,
    handler: ({ user, params, body }) => changes.rescheduleInterview(deps, user, params.id, body),
  });
  api.add({
    method: 'patch',
    path: '/api/interviews/:id/cancel',
    tags,
    access: ['company'],
    errors: [409],
    summary:
      'Cancel my interview, with an optional reason the candidate sees. It stays listed with status cancelled; the candidate is notified and mailed a CANCEL invite, and so are the interviewers assigned to its job. ' +
      'Refused for an interview already cancelled (409 INTERVIEW_CANCELLED) or one that has started (409 INTERVIEW_PAST).',
    params: IdParams,
    body: CancelInterviewRequest,
    response: Interview,
    handler: ({ user, params, body }) => changes.cancelInterview(deps, user, params.id, body),
  });
  api.add({
    method: 'get',
    path: '/api/interviews/:id/calendar.ics',
    tags,
    access: participants,
    summary: 'The interview as an iCalendar invite (participants only)',
    params: IdParams,
    produces: { contentType: 'text/calendar', description: 'An RFC 5545 calendar with one event' },
    handler: async ({ user, params, res }) => {
      const ics = await interviews.calendarInvite(deps, user, params.id);
      res.type('text/calendar; charset=utf-8');
      res.setHeader(
        'Content-Disposition',
        `attachment; filename="takeoff-interview-${params.id}.ics"`,
      );
      res.send(ics);
    },
  });

  api.add({
    method: 'get',
    path: '/api/time-slots',
    tags,
    access: ['company', 'candidate', 'admin'],
    summary:
      'Open slots, keyset pages (not yet started soonest first, then started ones latest first): candidates see open future slots of all companies ' +
      'and the ones they joined, each with their own request (`acceptance`); a company sees its own',
    query: TimeSlotQuery,
    response: TimeSlotPage,
    handler: ({ user, query }) => slots.listSlots(deps, user, query),
  });
  api.add({
    method: 'post',
    path: '/api/time-slots',
    tags,
    access: ['company'],
    status: 201,
    summary: 'Open an interview slot for one of my positions',
    body: CreateTimeSlotRequest,
    response: TimeSlot,
    handler: ({ user, body }) => slots.createSlot(deps, user, body),
  });
  api.add({
    method: 'patch',
    path: '/api/time-slots/:id',
    tags,
    access: ['company'],
    errors: [409],
    summary:
      'Edit my slot’s time, duration or seats. Never fewer seats than candidates already joined (409 SEATS_BELOW_TAKEN); a closed or started slot cannot be edited (409 SLOT_CLOSED, SLOT_PAST). ' +
      'Interviews accepted from the slot and still at its time move with it, their candidates notified.',
    params: IdParams,
    body: UpdateTimeSlotRequest,
    response: TimeSlot,
    handler: ({ user, params, body }) => slotChanges.updateSlot(deps, user, params.id, body),
  });
  api.add({
    method: 'patch',
    path: '/api/time-slots/:id/close',
    tags,
    access: ['company'],
    errors: [409],
    summary:
      'Close my slot: no more join requests; pending requests are declined and their candidates notified. Accepted interviews stay. 409 SLOT_CLOSED when already closed.',
    params: IdParams,
    body: z.object({}).optional(),
    response: TimeSlot,
    handler: ({ user, params }) => slotChanges.closeSlot(deps, user, params.id),
  });
  api.add({
    method: 'post',
    path: '/api/time-slots/:id/accept',
    tags,
    access: ['candidate'],
    status: 201,
    errors: [409],
    summary: 'Join an open slot: reserves a seat atomically and sends the company a join request',
    params: IdParams,
    body: JoinSlotRequest,
    response: TimeSlotAcceptance,
    handler: ({ user, params, body }) => slots.joinSlot(deps, user, params.id, body.message),
  });
  api.add({
    method: 'get',
    path: '/api/candidates/:id/time-slot-acceptances',
    tags,
    access: ['candidate'],
    summary:
      'The slots a candidate joined, with the meeting link once accepted (own only), newest first (keyset pages)',
    params: IdParams,
    query: PageQuery,
    response: TimeSlotAcceptancePage,
    handler: ({ user, params, query }) => slots.listAcceptances(deps, user, params.id, query),
  });

  api.add({
    method: 'get',
    path: '/api/companies/:id/join-requests',
    tags,
    access: ['company'],
    summary:
      'Join requests for a company’s slots (own only), keyset pages: pending ones first, then answered ones, newest first within each',
    params: IdParams,
    query: PageQuery,
    response: JoinRequestPage,
    handler: ({ user, params, query }) => joins.listJoinRequests(deps, user, params.id, query),
  });
  const answer = (verb: 'accept' | 'reject') =>
    api.add({
      method: 'patch',
      path: `/api/interview-join-requests/:id/${verb}`,
      tags,
      access: ['company'],
      errors: [409, 502],
      summary:
        verb === 'accept'
          ? 'Accept a join request: creates the interview with a meeting link'
          : 'Decline a join request: frees the seat',
      params: IdParams,
      body: z.object({}).optional(),
      response: JoinRequest,
      handler: ({ user, params }) =>
        verb === 'accept'
          ? joins.acceptJoinRequest(deps, user, params.id)
          : joins.rejectJoinRequest(deps, user, params.id),
    });
  answer('accept');
  answer('reject');
}
