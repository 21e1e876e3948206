import {
  CandidateAnswerRequest,
  CompanyAnswerRequest,
  FlightAnswerSettings,
  type CandidateAnswerQuestion,
} from '@takeoff/shared/video-answers';

const NOW = Date.parse('2026-11-29T10:00:00.000Z');
export const iso = (offsetSeconds: number) => new Date(NOW + offsetSeconds * 1000).toISOString();

export const flightSettings = (overrides: Partial<FlightAnswerSettings> = {}) =>
  FlightAnswerSettings.parse({
    jobId: 7,
    enabled: false,
    questionSource: 'promo',
    ownQuestions: [],
    promoQuestions: ['Why us?', 'A hard day at work?', 'Where next?'],
    questions: ['Why us?', 'A hard day at work?', 'Where next?'],
    thinkingSeconds: 30,
    answerSeconds: 90,
    retakes: 1,
    deadlineDays: 7,
    allowUpload: false,
    updatedAt: null,
    ...overrides,
  });

export const candidateQuestion = (
  index: number,
  overrides: Partial<CandidateAnswerQuestion> = {},
): CandidateAnswerQuestion => ({
  index,
  state: 'not_started',
  text: null,
  revealedAt: null,
  takeStartedAt: null,
  thinkingEndsAt: null,
  answerEndsAt: null,
  uploadBy: null,
  takes: 0,
  retakesLeft: 1,
  answer: null,
  writtenAnswer: null,
  submittedAt: null,
  ...overrides,
});

const summary = { status: 'in_progress', answered: 0, total: 3, deadlineAt: iso(7 * 86_400) };

/** A request as its candidate gets it, with the server's clock a fixed moment (the browser's, in these tests). */
export const candidateRequest = (overrides: Partial<CandidateAnswerRequest> = {}) =>
  CandidateAnswerRequest.parse({
    id: 11,
    applicationId: 21,
    jobId: 7,
    jobTitle: 'Ramp Agent',
    companyName: 'Blue Skies',
    questionCount: 3,
    thinkingSeconds: 30,
    answerSeconds: 90,
    retakes: 1,
    allowUpload: true,
    deadlineAt: iso(7 * 86_400),
    createdAt: iso(0),
    completedAt: null,
    summary,
    accommodation: null,
    now: new Date().toISOString(),
    writtenAllowed: false,
    questions: [0, 1, 2].map((index) => candidateQuestion(index)),
    ...overrides,
  });

const answerVideo = (id: number) => ({
  id,
  source: 'recorded',
  state: 'ready',
  progress: 100,
  durationSeconds: 12,
  videoUrl: `/api/video-answers/media/key${id}/video`,
  posterUrl: `/api/video-answers/media/key${id}/poster`,
  captionsUrl: null,
  captionsLanguage: null,
  transcript: [{ start: 0, end: 3, text: `Answer number ${id}` }],
});

export const companyRequest = (overrides: Partial<CompanyAnswerRequest> = {}) =>
  CompanyAnswerRequest.parse({
    id: 11,
    applicationId: 21,
    jobId: 7,
    jobTitle: 'Ramp Agent',
    companyName: 'Blue Skies',
    questionCount: 3,
    thinkingSeconds: 30,
    answerSeconds: 90,
    retakes: 1,
    allowUpload: false,
    deadlineAt: iso(7 * 86_400),
    createdAt: iso(0),
    completedAt: null,
    summary: { ...summary, answered: 2 },
    accommodation: null,
    remindedAt: null,
    canRemind: true,
    questions: ['Why us?', 'A hard day at work?', 'Where next?'].map((text, index) => ({
      index,
      text,
      state: index < 2 ? 'answered' : 'not_started',
      revealedAt: index < 2 ? iso(60) : null,
      takes: index < 2 ? index + 1 : 0,
      answer: index < 2 ? answerVideo(index + 1) : null,
      writtenAnswer: null,
      submittedAt: index < 2 ? iso(120) : null,
    })),
    ...overrides,
  });
