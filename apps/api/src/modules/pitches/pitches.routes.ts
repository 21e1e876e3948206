import { z } from 'zod';
import { IdParams, PageQuery } from '@takeoff/shared/common';
import {
  AnonymousPitch,
  AnonymousPitchPage,
  CandidatePitch,
  CreatePitchRequest,
  PitchExistence,
  PitchPage,
  UpdatePitchRequest,
} from '@takeoff/shared/pitches';
import type { ApiRouter } from '../../http/api-router';
import type { AppDeps } from '../../deps';
import * as pitches from './pitches.service';
import { registerConfidenceRoutes } from './confidence.routes';
import { registerNoteRoutes } from './notes.routes';

export function registerPitchRoutes(api: ApiRouter, deps: AppDeps) {
  const tags = ['pitches'];

  api.add({
    method: 'get',
    path: '/api/candidate-pitches',
    summary:
      'Pitches: a company gets active pitches anonymously (no email; the label is the name only of candidates who applied to one of its jobs, ' +
      'then `named` is true), without those of candidates whose latest consent record ' +
      'is a withdrawal; a candidate their own; an admin all with names. A company that withdrew its terms gets 403 COMPANY_CONSENT_REQUIRED.',
    tags,
    access: 'authenticated',
    orgPermission: 'talent.browse',
    query: PageQuery,
    errors: [403],
    response: PitchPage,
    responseByRole: { company: AnonymousPitchPage },
    handler: ({ user, query }) => pitches.listPitches(deps, user, query),
  });

  api.add({
    method: 'post',
    path: '/api/candidate-pitches',
    summary:
      "Create the caller's pitch (one per candidate; candidateId comes from the session). Notifies companies.",
    tags,
    access: ['candidate'],
    body: CreatePitchRequest,
    response: CandidatePitch,
    status: 201,
    errors: [409],
    handler: ({ user, body }) => pitches.createPitch(deps, user, body),
  });

  api.add({
    method: 'get',
    path: '/api/candidate-pitches/:id',
    summary:
      'One pitch; a company gets the anonymous view of an active pitch (named only if the candidate applied to it) and the view is counted for the candidate. ' +
      'A withdrawn candidate’s pitch is 404 for companies; a company that withdrew its terms gets 403 COMPANY_CONSENT_REQUIRED.',
    tags,
    access: 'authenticated',
    orgPermission: 'applications.read',
    params: IdParams,
    errors: [403],
    response: z.union([CandidatePitch, AnonymousPitch]),
    responseByRole: { company: AnonymousPitch },
    handler: ({ user, params }) => pitches.getPitch(deps, user, params.id),
  });

  api.add({
    method: 'put',
    path: '/api/candidate-pitches/:id',
    summary:
      'Owner: title, skills, youtubeLink, transcript (re-analysed). Admin: status, isActive. A changed link notifies companies.',
    tags,
    access: ['candidate', 'admin'],
    params: IdParams,
    body: UpdatePitchRequest,
    response: CandidatePitch,
    handler: ({ user, params, body }) => pitches.updatePitch(deps, user, params.id, body),
  });

  api.add({
    method: 'delete',
    path: '/api/candidate-pitches/:id',
    summary:
      'Delete a pitch (owner or admin). A protected pitch refuses its owner with 409, code and type PROTECTED_PITCH.',
    tags,
    access: ['candidate', 'admin'],
    params: IdParams,
    errors: [409],
    handler: ({ user, params }) => pitches.deletePitch(deps, user, params.id),
  });

  api.add({
    method: 'get',
    path: '/api/candidates/:id/pitch',
    summary:
      'Does this candidate have a pitch (checked before applying)? A candidate may ask only about themself; a company is not told of a withdrawn candidate’s pitch.',
    tags,
    access: 'authenticated',
    orgPermission: 'applications.read',
    params: IdParams,
    response: PitchExistence,
    handler: ({ user, params }) => pitches.pitchExistence(deps, user, params.id),
  });

  registerConfidenceRoutes(api, deps);
  registerNoteRoutes(api, deps);
}
