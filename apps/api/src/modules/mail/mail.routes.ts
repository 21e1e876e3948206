import express from 'express';
import { z } from 'zod';
import {
  NotificationPreferences,
  UnsubscribeRequest,
  UnsubscribeResponse,
} from '@takeoff/shared/mail';
import type { ApiRouter } from '../../http/api-router';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import * as preferences from './preferences.service';

// RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click` (form-encoded) to the URL, whose query has the token.
const UnsubscribeQuery = z.object({ token: UnsubscribeRequest.shape.token.optional() });
const UnsubscribeBody = z
  .object({
    token: UnsubscribeRequest.shape.token.optional(),
    'List-Unsubscribe': z.literal('One-Click').optional(),
  })
  .optional();

export function registerMailRoutes(api: ApiRouter, deps: AppDeps) {
  api.add({
    method: 'get',
    path: '/api/me/notification-preferences',
    summary: 'Which kinds of mail I get (in-app notifications are always on)',
    tags: ['mail'],
    access: 'authenticated',
    orgPermission: 'personal',
    response: NotificationPreferences,
    handler: ({ user }) => preferences.getPreferences(deps.db, user.id),
  });

  api.add({
    method: 'put',
    path: '/api/me/notification-preferences',
    summary: 'Turn kinds of mail on or off',
    tags: ['mail'],
    access: 'authenticated',
    orgPermission: 'personal',
    body: NotificationPreferences,
    response: NotificationPreferences,
    handler: ({ user, body }) => preferences.setPreferences(deps.db, user.id, body),
  });

  api.add({
    method: 'post',
    path: '/api/mail/unsubscribe',
    summary:
      'Turn one kind of mail off with the signed link from a mail (one-click, RFC 8058), without signing in',
    tags: ['mail'],
    access: 'public',
    before: [express.urlencoded({ extended: false, limit: '2kb' })],
    query: UnsubscribeQuery,
    body: UnsubscribeBody,
    response: UnsubscribeResponse,
    errors: [400],
    handler: ({ query, body }) => {
      const token = query.token ?? body?.token;
      if (!token)
        throw AppError.badRequest(
          'This unsubscribe link is not valid.',
          'INVALID_UNSUBSCRIBE_LINK',
        );
      return preferences.unsubscribe(deps, token);
    },
  });
}
