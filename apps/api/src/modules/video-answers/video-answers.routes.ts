import { z } from 'zod';
import { IdParams } from '@takeoff/shared/common';
import { PITCH_VIDEO_MAX_BYTES } from '@takeoff/shared/pitch-videos';
import {
  AnswerQuestionParams,
  ApplicationVideoAnswers,
  CandidateAnswerQuestion,
  CandidateAnswerRequest,
  CandidateAnswerRequestList,
  CompanyAnswerRequest,
  DecideAccommodationRequest,
  FlightAnswerPreview,
  FlightAnswerSettings,
  RequestAccommodationRequest,
  SaveFlightAnswerSettingsRequest,
  VIDEO_ANSWER_UPLOAD_PATH,
  VIDEO_ANSWER_VIDEO_ID_HEADER,
  WrittenAnswerRequest,
} from '@takeoff/shared/video-answers';
import type { ApiRouter } from '../../http/api-router';
import { sendStoredObject } from '../../http/serve-object';
import type { AppDeps } from '../../deps';
import { PitchVideoUploads } from '../pitch-videos/pitch-videos.uploads';
import { registerTusRoutes } from '../pitch-videos/pitch-videos.tus-routes';
import * as candidate from './video-answers.candidate';
import * as company from './video-answers.company';
import { answerMedia } from './video-answers.media';
import { getFlightSettings, previewFlight, saveFlightSettings } from './video-answers.settings';
import { answerUploadKind } from './video-answers.uploads';

const MediaParams = z.object({
  accessKey: z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'Not a media key'),
  asset: z.enum(['video', 'poster', 'captions.vtt']),
});

export function registerVideoAnswerRoutes(api: ApiRouter, deps: AppDeps) {
  registerSettingsRoutes(api, deps);
  registerCompanyRoutes(api, deps);
  registerCandidateRoutes(api, deps);
  registerUploadRoutes(api, deps);
}

function registerSettingsRoutes(api: ApiRouter, deps: AppDeps) {
  const tags = ['video-answers'];
  api.add({
    method: 'get',
    path: '/api/jobs/:id/video-answers',
    summary:
      'A flight’s video answer settings (defaults when never saved) and the questions an applicant would be asked now',
    tags,
    access: ['company'],
    orgPermission: 'applications.read',
    params: IdParams,
    response: FlightAnswerSettings,
    handler: ({ user, params }) => getFlightSettings(deps, user, params.id),
  });
  api.add({
    method: 'put',
    path: '/api/jobs/:id/video-answers',
    summary:
      'Ask applicants of a flight for video answers: the company promo’s questions or the flight’s own (1–5), thinking ' +
      'time, answer length, retakes, deadline days, upload allowed. 409 VIDEO_ANSWERS_NO_QUESTIONS when turned on with ' +
      'a promo that has no questions.',
    tags,
    access: ['company'],
    orgPermission: 'jobs.manage',
    params: IdParams,
    body: SaveFlightAnswerSettingsRequest,
    response: FlightAnswerSettings,
    errors: [409],
    handler: ({ user, params, body }) => saveFlightSettings(deps, user, params.id, body),
  });
  api.add({
    method: 'get',
    path: '/api/jobs/:id/video-answers/preview',
    summary:
      'Whether applying to this flight asks for video answers: how many, the time limits and retakes (never the questions)',
    tags,
    access: 'authenticated',
    orgPermission: 'signed-in',
    params: IdParams,
    response: FlightAnswerPreview,
    handler: ({ user, params }) => previewFlight(deps, user, params.id),
  });
}

function registerCompanyRoutes(api: ApiRouter, deps: AppDeps) {
  const tags = ['video-answers'];
  api.add({
    method: 'get',
    path: '/api/applications/:id/video-answers',
    summary:
      'An application’s video answers: each question with its answer (video, poster, captions, transcript) or written ' +
      'answer, the accommodation and the summary; request null when never asked',
    tags,
    access: ['company'],
    orgPermission: 'applications.read',
    params: IdParams,
    response: ApplicationVideoAnswers,
    handler: ({ user, params }) => company.applicationAnswers(deps, user, params.id),
  });
  api.add({
    method: 'post',
    path: '/api/applications/:id/video-answers',
    summary:
      'Ask an existing applicant for video answers (the flight’s settings, or the promo’s questions with the defaults); ' +
      'the candidate gets a mail and a notification. 403 COMPANY_CONSENT_REQUIRED without accepted Company Terms, ' +
      '409 VIDEO_ANSWERS_APPLICATION_CLOSED for a hired or rejected application, 409 CANDIDATE_CONSENT_WITHDRAWN ' +
      'when the candidate withdrew their consent',
    tags,
    access: ['company'],
    orgPermission: 'pipeline.move',
    params: IdParams,
    response: CompanyAnswerRequest,
    status: 201,
    errors: [403, 409],
    handler: ({ user, params }) => company.askApplicant(deps, user, params.id),
  });
  api.add({
    method: 'post',
    path: '/api/applications/:id/video-answers/remind',
    summary:
      'Remind the candidate once (mail and notification) while answers are missing. 403 COMPANY_CONSENT_REQUIRED ' +
      'without accepted Company Terms, 409 VIDEO_ANSWERS_APPLICATION_CLOSED for a hired or rejected application, ' +
      '409 CANDIDATE_CONSENT_WITHDRAWN when the candidate withdrew their consent',
    tags,
    access: ['company'],
    orgPermission: 'pipeline.move',
    params: IdParams,
    response: CompanyAnswerRequest,
    errors: [403, 409],
    handler: ({ user, params }) => company.remindApplicant(deps, user, params.id),
  });
  api.add({
    method: 'put',
    path: '/api/applications/:id/video-answers/accommodation',
    summary:
      'Decide the candidate’s accommodation request: extra days (the deadline moves), a written answer instead, or ' +
      'declined. 403 COMPANY_CONSENT_REQUIRED without accepted Company Terms',
    tags,
    access: ['company'],
    orgPermission: 'pipeline.move',
    params: IdParams,
    body: DecideAccommodationRequest,
    response: CompanyAnswerRequest,
    errors: [403, 409],
    handler: ({ user, params, body }) => company.decideAccommodation(deps, user, params.id, body),
  });
  api.add({
    method: 'get',
    path: '/api/video-answers/media/:accessKey/:asset',
    summary:
      'An answer’s media (video, poster, captions.vtt) with Range, HEAD and If-None-Match: the candidate who answered, ' +
      'and members of the organisation applied to who may see the flight. Not found otherwise.',
    tags,
    access: ['candidate', 'company'],
    orgPermission: 'applications.read',
    params: MediaParams,
    produces: {
      contentType: 'video/*',
      description: 'The file, or the requested byte range (206)',
    },
    errors: [416],
    handler: async ({ req, res, user, params }) => {
      const media = await answerMedia(deps, user, params.accessKey, params.asset);
      if (media.kind === 'text') {
        res.setHeader('Cache-Control', 'private, no-cache');
        res.type(media.contentType).send(media.body);
        return;
      }
      await sendStoredObject(req, res, deps.storage, media.key, {
        cacheControl: 'private, no-cache',
      });
    },
  });
}

function registerCandidateRoutes(api: ApiRouter, deps: AppDeps) {
  const tags = ['video-answers'];
  api.add({
    method: 'get',
    path: '/api/video-answer-requests/mine',
    summary: 'My requests for video answers, newest first (question texts only once started)',
    tags,
    access: ['candidate'],
    response: CandidateAnswerRequestList,
    handler: ({ user }) => candidate.myRequests(deps, user),
  });
  api.add({
    method: 'get',
    path: '/api/video-answer-requests/:id',
    summary: 'One of my requests for video answers, with the server’s clock',
    tags,
    access: ['candidate'],
    params: IdParams,
    response: CandidateAnswerRequest,
    handler: ({ user, params }) => candidate.myRequest(deps, user, params.id),
  });
  api.add({
    method: 'post',
    path: '/api/video-answer-requests/:id/questions/:index/start',
    summary:
      'Start a question: the server records the moment and only then answers its text; calling again returns the same take',
    tags,
    access: ['candidate'],
    params: AnswerQuestionParams,
    response: CandidateAnswerQuestion,
    errors: [409],
    handler: ({ user, params }) => candidate.startQuestion(deps, user, params.id, params.index),
  });
  api.add({
    method: 'post',
    path: '/api/video-answer-requests/:id/questions/:index/retake',
    summary:
      'Start a new take of a question while retakes remain (counted by the server); a question whose video failed ' +
      'processing (state failed) may be recorded again before the deadline without spending a retake',
    tags,
    access: ['candidate'],
    params: AnswerQuestionParams,
    response: CandidateAnswerQuestion,
    errors: [409],
    handler: ({ user, params }) => candidate.retakeQuestion(deps, user, params.id, params.index),
  });
  api.add({
    method: 'post',
    path: '/api/video-answer-requests/:id/questions/:index/written',
    summary: 'A written answer, when the company granted it as an accommodation',
    tags,
    access: ['candidate'],
    params: AnswerQuestionParams,
    body: WrittenAnswerRequest,
    response: CandidateAnswerQuestion,
    errors: [409],
    handler: ({ user, params, body }) =>
      candidate.writeAnswer(deps, user, params.id, params.index, body.text),
  });
  api.add({
    method: 'post',
    path: '/api/video-answer-requests/:id/accommodation',
    summary: 'Ask the company for more time (or another way to answer), with a reason; once',
    tags,
    access: ['candidate'],
    params: IdParams,
    body: RequestAccommodationRequest,
    response: CandidateAnswerRequest,
    errors: [409],
    handler: ({ user, params, body }) => candidate.askAccommodation(deps, user, params.id, body),
  });
}

function registerUploadRoutes(api: ApiRouter, deps: AppDeps) {
  const tags = ['video-answers'];
  const uploads = new PitchVideoUploads(deps, answerUploadKind(deps));
  registerTusRoutes(api, uploads, {
    path: VIDEO_ANSWER_UPLOAD_PATH,
    tags,
    createErrors: [403, 409, 412, 413, 415],
    summaries: {
      create:
        `Creates the upload of an answer: \`Upload-Length\` (at most ${PITCH_VIDEO_MAX_BYTES} bytes) and \`Upload-Metadata\` ` +
        'with `requestId`, `question` (index), `source` (recorded|uploaded; uploaded only when the company allows it, else ' +
        '403 VIDEO_ANSWER_UPLOAD_NOT_ALLOWED) and `filetype`. Refused with 409 VIDEO_ANSWER_TOO_LATE after the take’s ' +
        'thinking + answer time + grace, 409 VIDEO_ANSWER_DEADLINE_PASSED after the deadline.',
      status: 'HEAD: `Upload-Offset` to resume; GET answers it as JSON. Only its creator.',
      append:
        'Appends bytes at `Upload-Offset`. The completing PATCH checks the bytes are a video, that the take is still the ' +
        `question’s current one and the upload completes in time, keeps the answer and answers \`${VIDEO_ANSWER_VIDEO_ID_HEADER}\`.`,
      cancel: 'Cancels an unfinished answer upload.',
    },
  });
}
