import { IdParams } from '@takeoff/shared/common';
import {
  CompanyListQuery,
  CompanyOpenJobList,
  CompanyProfile,
  PublicCompany,
  PublicCompanyPage,
  UpdateCompanyProfileRequest,
} from '@takeoff/shared/companies';
import type { ApiRouter } from '../../http/api-router';
import type { AppDeps } from '../../deps';
import {
  getOwnCompany,
  getOwnProfile,
  listCompanies,
  listOpenJobs,
  updateOwnProfile,
} from './companies.service';

export function registerCompanyRoutes(api: ApiRouter, deps: AppDeps) {
  const tags = ['companies'];

  api.add({
    method: 'get',
    path: '/api/companies',
    summary:
      "Companies' public profiles with promo video and real figures (Explore Companies), keyset pages, searchable by name",
    tags,
    access: 'authenticated',
    orgPermission: 'signed-in',
    query: CompanyListQuery,
    response: PublicCompanyPage,
    handler: ({ user, query }) => listCompanies(deps, user, query),
  });

  api.add({
    method: 'get',
    path: '/api/companies/me',
    summary: 'My own Explore Companies card, as candidates see it (the list is for candidates)',
    tags,
    access: ['company'],
    response: PublicCompany,
    handler: ({ user }) => getOwnCompany(deps, user),
  });

  api.add({
    method: 'get',
    path: '/api/companies/me/profile',
    summary: 'My company profile as I wrote it, with the texts shown for empty fields',
    tags,
    access: ['company'],
    response: CompanyProfile,
    handler: ({ user }) => getOwnProfile(deps, user),
  });

  api.add({
    method: 'put',
    path: '/api/companies/me/profile',
    summary:
      'Edit my company profile (description, benefits, tags, website, careers page slug); empty fields show the canned texts',
    errors: [409],
    tags,
    access: ['company'],
    body: UpdateCompanyProfileRequest,
    response: CompanyProfile,
    handler: ({ user, body }) => updateOwnProfile(deps, user, body),
  });

  api.add({
    method: 'get',
    path: '/api/companies/:id/open-jobs',
    summary: "A company's jobs that are not closed (Explore Opportunities)",
    tags,
    access: 'authenticated',
    orgPermission: 'signed-in',
    params: IdParams,
    response: CompanyOpenJobList,
    handler: ({ params }) => listOpenJobs(deps, params.id),
  });
}
