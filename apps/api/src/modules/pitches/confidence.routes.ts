import {
  AnalyzeTextRequest,
  ConfidenceAnalysis,
  LiveAnalysis,
  LiveTranscriptRequest,
} from '@takeoff/shared/confidence';
import type { ApiRouter } from '../../http/api-router';
import type { AppDeps } from '../../deps';
import * as confidence from './confidence.service';

export function registerConfidenceRoutes(api: ApiRouter, deps: AppDeps) {
  const tags = ['confidence'];

  api.add({
    method: 'post',
    path: '/api/confidence/analyze-text',
    summary:
      'Mood and confidence (1–5) of a transcript with the evidence: AFINN sentiment terms, hedges, fillers, assertive statements, words per minute. Deterministic.',
    tags,
    access: 'authenticated',
    orgPermission: 'personal',
    body: AnalyzeTextRequest,
    response: ConfidenceAnalysis,
    handler: ({ body }) => confidence.analyzeText(body),
  });

  api.add({
    method: 'put',
    path: '/api/confidence/live-transcript',
    summary:
      'Store the partial transcript being dictated (latest wins); GET /api/confidence/simulate analyses it',
    tags,
    access: 'authenticated',
    orgPermission: 'personal',
    body: LiveTranscriptRequest,
    handler: ({ user, body }) => confidence.saveLiveTranscript(deps, user, body),
  });

  api.add({
    method: 'delete',
    path: '/api/confidence/live-transcript',
    summary: 'Forget the partial transcript (dictation ended)',
    tags,
    access: 'authenticated',
    orgPermission: 'personal',
    handler: ({ user }) => confidence.clearLiveTranscript(deps, user),
  });

  api.add({
    method: 'get',
    path: '/api/confidence/simulate',
    summary:
      "Live analysis (the seeds poll it every 2 s while recording): a real analysis of the caller's latest partial transcript stored with PUT /api/confidence/live-transcript; available=false until one exists. Nothing is simulated.",
    tags,
    access: 'authenticated',
    orgPermission: 'personal',
    response: LiveAnalysis,
    handler: ({ user }) => confidence.liveAnalysis(deps, user),
  });
}
