import {
  AdminPitchPage,
  AdminPromoPage,
  BulkDeletePitchesRequest,
  BulkDeletePromosRequest,
  BulkDeleteResponse,
  ReorderPitchesRequest,
  ReorderPitchesResponse,
} from '@takeoff/shared/admin';
import { IdParams, PageQuery } from '@takeoff/shared/common';
import type { ApiRouter } from '../../http/api-router';
import type { AppDeps } from '../../deps';
import { ADMIN_ONLY, ADMIN_TAGS } from './admin-access';
import { bulkDeletePitches, deletePitch, listPitches } from './pitches.service';
import { bulkDeletePromos, deletePromo, listPromos } from './promos.service';
import { reorderPitches } from './reorder.service';

/** Candidate pitches, company promos and the public pitch order. */
export function registerAdminContentRoutes(api: ApiRouter, deps: AppDeps) {
  api.add({
    method: 'get',
    path: '/api/admin/pitches',
    summary: 'Candidate pitches in the public order (paged)',
    tags: ADMIN_TAGS,
    access: ADMIN_ONLY,
    query: PageQuery,
    response: AdminPitchPage,
    handler: ({ query }) => listPitches(deps, query),
  });

  api.add({
    method: 'delete',
    path: '/api/admin/pitches/:id',
    summary: 'Delete a candidate pitch (and its uploaded video)',
    tags: ADMIN_TAGS,
    access: ADMIN_ONLY,
    params: IdParams,
    handler: ({ user, params }) => deletePitch(deps, user, params.id),
  });

  api.add({
    method: 'post',
    path: '/api/admin/bulk-delete-pitches',
    summary:
      'Delete the selected pitches; unknown ids are skipped, an empty selection does nothing',
    tags: ADMIN_TAGS,
    access: ADMIN_ONLY,
    body: BulkDeletePitchesRequest,
    response: BulkDeleteResponse,
    handler: ({ user, body }) => bulkDeletePitches(deps, user, body.pitchIds),
  });

  api.add({
    method: 'get',
    path: '/api/admin/company-promos',
    summary: 'Company promos, newest first (paged)',
    tags: ADMIN_TAGS,
    access: ADMIN_ONLY,
    query: PageQuery,
    response: AdminPromoPage,
    handler: ({ query }) => listPromos(deps, query),
  });

  api.add({
    method: 'delete',
    path: '/api/admin/company-promos/:id',
    summary: 'Delete a company promo and its video',
    tags: ADMIN_TAGS,
    access: ADMIN_ONLY,
    params: IdParams,
    handler: ({ user, params }) => deletePromo(deps, user, params.id),
  });

  api.add({
    method: 'post',
    path: '/api/admin/bulk-delete-promos',
    summary: 'Delete the selected promos; unknown ids are skipped, an empty selection does nothing',
    tags: ADMIN_TAGS,
    access: ADMIN_ONLY,
    body: BulkDeletePromosRequest,
    response: BulkDeleteResponse,
    handler: ({ user, body }) => bulkDeletePromos(deps, user, body.promoIds),
  });

  api.add({
    method: 'put',
    path: '/api/admin/video-pitches/order',
    summary:
      'Set the public pitch order: order_index = position, in one transaction; every id must exist',
    tags: ADMIN_TAGS,
    access: ADMIN_ONLY,
    body: ReorderPitchesRequest,
    response: ReorderPitchesResponse,
    handler: ({ user, body }) => reorderPitches(deps, user, body.orderedIds),
  });
}
