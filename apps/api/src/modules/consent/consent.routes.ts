import type { Request } from 'express';
import {
  AdminCompanyConsentPage,
  AdminGdprConsentPage,
  CandidateConsentRequest,
  CompanyConsentRequest,
  CompanyConsentStatus,
  CompanyConsentSummary,
  ConsentExportQuery,
  ConsentRecord,
  ConsentStatus,
} from '@takeoff/shared/consent';
import { PageQuery } from '@takeoff/shared/common';
import type { ApiRouter } from '../../http/api-router';
import type { AppDeps } from '../../deps';
import * as consent from './consent.service';
import * as admin from './consent-admin.service';
import { recordAudit } from '../admin/audit.service';

/** The record's IP and browser come from the request itself, never from the body (the seeds sent them empty). */
const requestMeta = (req: Request): consent.RequestMeta => ({
  ipAddress: req.ip ?? null,
  userAgent: req.get('user-agent') ?? null,
});

export function registerConsentRoutes(api: ApiRouter, deps: AppDeps) {
  const tags = ['consent'];

  api.add({
    method: 'get',
    path: '/api/auth/consent-status',
    summary: 'Whether the signed-in user must give consent before using their area',
    tags,
    access: 'authenticated',
    orgPermission: 'personal',
    response: ConsentStatus,
    handler: ({ user }) => consent.consentStatus(deps, user),
  });

  api.add({
    method: 'post',
    path: '/api/auth/gdpr-consent',
    summary:
      "Record the candidate's GDPR consent decision (who, when, IP, browser and session come from the request)",
    tags,
    access: ['candidate'],
    body: CandidateConsentRequest,
    response: ConsentRecord,
    status: 201,
    handler: ({ user, body, req }) =>
      consent.recordCandidateConsent(deps, user, body.consentGiven, requestMeta(req)),
  });

  api.add({
    method: 'post',
    path: '/api/auth/gdpr-consent/withdraw',
    summary: "Withdraw the candidate's consent: appends a withdrawal record, nothing is deleted",
    tags,
    access: ['candidate'],
    response: ConsentRecord,
    status: 201,
    handler: ({ user, req }) => consent.withdrawCandidateConsent(deps, user, requestMeta(req)),
  });

  api.add({
    method: 'get',
    path: '/api/company-consent/status',
    summary: 'Whether the signed-in company has accepted the terms in force',
    tags,
    access: ['company'],
    orgPermission: 'applications.read',
    response: CompanyConsentStatus,
    handler: ({ user }) => consent.companyConsentStatus(deps, user),
  });

  api.add({
    method: 'post',
    path: '/api/company-consent',
    summary: 'Record that the signed-in company accepts the company terms and privacy policy',
    tags,
    access: ['company'],
    body: CompanyConsentRequest,
    response: ConsentRecord,
    status: 201,
    errors: [409],
    handler: ({ user, body, req }) =>
      consent.recordCompanyConsent(deps, user, body, requestMeta(req)),
  });

  api.add({
    method: 'post',
    path: '/api/company-consent/withdraw',
    summary: "Withdraw the company's acceptance: appends a withdrawal record",
    tags,
    access: ['company'],
    response: ConsentRecord,
    status: 201,
    handler: ({ user, req }) => consent.withdrawCompanyConsent(deps, user, requestMeta(req)),
  });

  api.add({
    method: 'get',
    path: '/api/admin/gdpr-consents',
    summary: 'Candidate consent records, newest first, with summary totals',
    tags: [...tags, 'admin'],
    access: ['admin'],
    query: PageQuery,
    response: AdminGdprConsentPage,
    handler: ({ query }) => admin.listGdprConsents(deps, query),
  });

  api.add({
    method: 'get',
    path: '/api/admin/gdpr-export',
    summary: 'Download every candidate consent record as CSV or JSON',
    tags: [...tags, 'admin'],
    access: ['admin'],
    query: ConsentExportQuery,
    produces: {
      contentType: 'text/csv',
      description:
        'All candidate consent records as an attachment: CSV for format=csv, a JSON array (application/json) for format=json',
    },
    handler: async ({ user, query, res }) => {
      await recordAudit(deps.db, user, {
        action: 'consent.export',
        targetType: 'candidate_consent',
        details: { format: query.format },
      });
      const stamp = new Date().toISOString().slice(0, 10);
      res.status(200);
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader(
        'Content-Disposition',
        `attachment; filename="gdpr-consents-${stamp}.${query.format}"`,
      );
      if (query.format === 'csv') {
        res.setHeader('Content-Type', 'text/csv; charset=utf-8');
        await admin.writeGdprCsv(deps, res);
      } else {
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        await admin.writeGdprJson(deps, res);
      }
    },
  });

  api.add({
    method: 'get',
    path: '/api/admin/company-consents',
    summary: 'Company consent records, newest first',
    tags: [...tags, 'admin'],
    access: ['admin'],
    query: PageQuery,
    response: AdminCompanyConsentPage,
    handler: ({ query }) => admin.listCompanyConsents(deps, query),
  });

  api.add({
    method: 'get',
    path: '/api/admin/company-consent-summary',
    summary: 'Totals of company consent records',
    tags: [...tags, 'admin'],
    access: ['admin'],
    response: CompanyConsentSummary,
    handler: () => admin.companyConsentSummary(deps),
  });
}
