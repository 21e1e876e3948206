import { PageQuery } from '@takeoff/shared/common';
import {
  Message,
  MessageUnreadCount,
  PartnerParams,
  ReplyRequest,
  SendMessageRequest,
  ThreadList,
  ThreadMessages,
} from '@takeoff/shared/messages';
import type { ApiRouter } from '../../http/api-router';
import type { AppDeps } from '../../deps';
import * as messages from './messages.service';
import { listThreads } from './threads.service';

export function registerMessageRoutes(api: ApiRouter, deps: AppDeps) {
  const tags = ['messages'];
  const parties = ['company', 'candidate'] as const;

  api.add({
    method: 'post',
    path: '/api/messages',
    summary:
      'A company writes to a candidate (subject and body required after trimming); the candidate is notified. ' +
      'A company that withdrew its terms gets 403 COMPANY_CONSENT_REQUIRED; a candidate who withdrew their consent gets no new contact ' +
      '(409 CANDIDATE_CONSENT_WITHDRAWN) unless a thread is open or they applied to this company.',
    tags,
    access: ['company'],
    body: SendMessageRequest,
    response: Message,
    status: 201,
    errors: [409],
    handler: ({ user, body }) => messages.sendMessage(deps, user, body),
  });

  api.add({
    method: 'get',
    path: '/api/messages/threads',
    summary:
      "The caller's threads (latest 100), newest first, with unread counts. Companies see candidates as anonymous labels.",
    tags,
    access: parties,
    response: ThreadList,
    handler: ({ user }) => listThreads(deps, user),
  });

  api.add({
    method: 'get',
    path: '/api/messages/unread-count',
    summary: 'How many messages addressed to the caller are unread',
    tags,
    access: parties,
    response: MessageUnreadCount,
    handler: ({ user }) => messages.unreadCount(deps, user),
  });

  api.add({
    method: 'get',
    path: '/api/messages/threads/:partnerId',
    summary:
      "The caller's thread with a partner (a candidate id for companies, a company id for candidates), newest first",
    tags,
    access: parties,
    params: PartnerParams,
    query: PageQuery,
    response: ThreadMessages,
    handler: ({ user, params, query }) => messages.getThread(deps, user, params.partnerId, query),
  });

  api.add({
    method: 'post',
    path: '/api/messages/threads/:partnerId',
    summary:
      'Write in a thread. A candidate may write only to a company that wrote to them first (403 THREAD_NOT_OPENED); a company may not ' +
      'open a thread with a candidate who withdrew their consent (409 CANDIDATE_CONSENT_WITHDRAWN) unless they applied to it.',
    tags,
    access: parties,
    params: PartnerParams,
    body: ReplyRequest,
    response: Message,
    status: 201,
    errors: [409],
    handler: ({ user, params, body }) => messages.reply(deps, user, params.partnerId, body),
  });

  api.add({
    method: 'put',
    path: '/api/messages/threads/:partnerId/read',
    summary: "Mark the partner's messages in this thread read",
    tags,
    access: parties,
    params: PartnerParams,
    handler: ({ user, params }) => messages.markThreadRead(deps, user, params.partnerId),
  });
}
