import { ResponsePromiseSettings } from '@takeoff/shared/response-promise';
import { ScoreSettings } from '@takeoff/shared/score-reviews';
import { http, HttpResponse, ws } from 'msw';
import { z } from 'zod';
import { ApiError } from '@takeoff/shared/errors';
import { SessionResponse, User } from '@takeoff/shared/auth';
import {
  ApplicationPage,
  CompanyJobStats,
  JobsWithApplicationsPage,
} from '@takeoff/shared/applications';
import { CompanyConsentStatus, ConsentStatus } from '@takeoff/shared/consent';
import { InterviewPage, MeetingProviders, TimeSlotPage } from '@takeoff/shared/interviews';
import { TopTalentEntry } from '@takeoff/shared/rankings';
import { JobBoardPage, JobPage, SavedJobPage } from '@takeoff/shared/jobs';
import { NotificationPage, UnreadCount } from '@takeoff/shared/notifications';
import { OrgMemberList } from '@takeoff/shared/org';
import { PitchPage } from '@takeoff/shared/pitches';
import { PitchStudioState } from '@takeoff/shared/pitch-videos';
import { Departures } from '@takeoff/shared/public-pages';

/** Answers built through the shared zod schemas: a fixture the API could not send fails here, not in a page. */
export const answer = <T>(schema: { parse: (value: unknown) => T }, value: T, status = 200) =>
  HttpResponse.json(schema.parse(value) as Record<string, unknown>, { status });

/** The API's one error shape. */
export const apiError = (status: number, code: string, message: string) =>
  answer(ApiError, { message, code }, status);

let nextId = 1;

/** A signed-in person as `/api/auth/session` describes them. */
export function userOf(
  role: 'candidate' | 'company' | 'admin',
  overrides: Partial<User> = {},
): User {
  const id = nextId++;
  const name =
    role === 'company' ? 'Test Flight Co' : role === 'admin' ? 'Test Admin' : 'Test Traveller';
  return User.parse({
    id,
    email: `${role}-${id}@example.test`,
    name,
    role,
    subscriptionStatus: null,
    createdAt: '2026-11-01T09:00:00.000Z',
    emailVerified: true,
    // A company account is its organisation's owner (the API makes it so at registration).
    org: role === 'company' ? { id, name, role: 'owner' } : null,
    // A chosen language: with none, the app saves the browser's (PATCH /api/me) on the first page.
    locale: 'en',
    // A known zone: with none, the app saves the browser's (PATCH /api/me) on the first page.
    timeZone: 'UTC',
    ...overrides,
  });
}

/** Who the session belongs to: `null` for a visitor. */
export const sessionHandler = (user: User | null) =>
  http.get('/api/auth/session', () => answer(SessionResponse, { user }));

/** What every page asks a visitor's API (the landing page's board asks for open flights: none here). */
export const visitorHandlers = () => [
  sessionHandler(null),
  http.get('/api/flights/departures', () => answer(Departures, [])),
];

const emptyPage = { items: [], nextCursor: null };

// The live channel is not part of these tests: the server refuses it, as one whose sockets are down would.
const socketServer = ws.link(`${window.location.origin.replace(/^http/, 'ws')}/socket.io/*`);

/** What every signed-in page asks for: no notifications, and no live channel. */
export const memberHandlers = () => [
  http.get('/api/notifications/unread-count', () => answer(UnreadCount, { count: 0 })),
  http.get('/api/notifications', () => answer(NotificationPage, emptyPage)),
  http.get('/socket.io/', () => new HttpResponse(null, { status: 503 })),
  socketServer.addEventListener('connection', ({ client }) => client.close(1011)),
];

/** What a candidate's pages ask for, with nothing in it yet: a new candidate who has given consent. */
export const candidateHandlers = () => [
  http.get('/api/auth/consent-status', () =>
    answer(ConsentStatus, {
      required: false,
      kind: 'candidate',
      latest: null,
      processing: { videoStorage: 'server', videoStorageHost: null, transcriptionService: null },
    }),
  ),
  http.get('/api/jobs', () => answer(JobBoardPage, { ...emptyPage, total: 0, totalCapped: false })),
  http.get('/api/saved-jobs', () => answer(SavedJobPage, emptyPage)),
  http.get('/api/applications', () => answer(ApplicationPage, emptyPage)),
  http.get('/api/candidate-pitches', () => answer(PitchPage, emptyPage)),
  http.get('/api/pitch-videos/mine', () =>
    answer(PitchStudioState, {
      live: null,
      pending: null,
      processingAvailable: true,
      transcriptionAvailable: false,
    }),
  ),
];

/** What a company's pages ask for, with nothing in it yet: a new company (its owner alone) that has accepted the terms. */
export const companyHandlers = (owner: User) => [
  http.get('/api/companies/:companyId/jobs', () => answer(JobPage, emptyPage)),
  http.get('/api/org/members', () =>
    answer(OrgMemberList, {
      items: [
        {
          id: owner.id,
          name: owner.name,
          email: owner.email,
          role: 'owner',
          joinedAt: owner.createdAt,
          isYou: true,
        },
      ],
    }),
  ),
  http.get('/api/company-consent/status', () =>
    answer(CompanyConsentStatus, { hasConsented: true, latest: null }),
  ),
  http.get('/api/companies/:companyId/stats', () =>
    answer(CompanyJobStats, {
      activeJobs: 0,
      applications: 0,
      interviews: 0,
      hires: 0,
      funnel: [],
      pipeline: [],
      medianTimeToHireDays: null,
    }),
  ),
  // The Team page's cards: the default promise (14 days, the default texts) and automated scores on.
  http.get('/api/org/response-promise', () =>
    answer(ResponsePromiseSettings, {
      promiseDays: 14,
      closingTexts: { en: null, el: null },
      defaultClosingTexts: {
        en: 'Thank you for applying.',
        el: 'Ευχαριστούμε για την αίτησή σας.',
      },
    }),
  ),
  http.get('/api/org/score-settings', () =>
    answer(ScoreSettings, { automatedScores: true, updatedAt: null }),
  ),
  http.get('/api/applications', () => answer(ApplicationPage, emptyPage)),
  http.get('/api/companies/:companyId/interviews', () => answer(InterviewPage, emptyPage)),
  http.get('/api/time-slots', () => answer(TimeSlotPage, emptyPage)),
  // The server's default: Jitsi rooms need no account.
  http.get('/api/meeting-providers', () =>
    answer(MeetingProviders, { providers: ['jitsi'], default: 'jitsi' }),
  ),
  http.get('/api/top-talents', () => answer(z.array(TopTalentEntry), [])),
];

/** What an interviewer's one page asks for: the jobs they are assigned to, none yet. */
export const interviewerHandlers = () => [
  http.get('/api/companies/:companyId/jobs-with-applications', () =>
    answer(JobsWithApplicationsPage, emptyPage),
  ),
];
