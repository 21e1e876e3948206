import { IdParams } from '@takeoff/shared/common';
import { CandidateNote, UpsertNoteRequest } from '@takeoff/shared/pitches';
import type { ApiRouter } from '../../http/api-router';
import type { AppDeps } from '../../deps';
import * as notes from './notes.service';

export function registerNoteRoutes(api: ApiRouter, deps: AppDeps) {
  api.add({
    method: 'get',
    path: '/api/candidates/:id/note',
    summary:
      "The calling company's private note on a candidate (empty body when none); no other company sees it",
    tags: ['pitches'],
    access: ['company'],
    orgPermission: 'applications.evaluate',
    params: IdParams,
    response: CandidateNote,
    handler: ({ user, params }) => notes.getNote(deps, user, params.id),
  });

  api.add({
    method: 'put',
    path: '/api/candidates/:id/note',
    summary: "Save the calling company's private note on a candidate; an empty body deletes it",
    tags: ['pitches'],
    access: ['company'],
    orgPermission: 'applications.evaluate',
    params: IdParams,
    body: UpsertNoteRequest,
    response: CandidateNote,
    handler: ({ user, params, body }) => notes.saveNote(deps, user, params.id, body.body),
  });
}
