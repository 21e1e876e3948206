import { IncomingMessage, ServerResponse, type ServerOptions } from 'node:http';
import type { Express, Request, Response } from 'express';
import type { SessionUser } from './session';

/** What our middleware adds to Express's request, in one place: the request log's id and the session's actor. */
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express's own augmentation point
  namespace Express {
    interface Request {
      /** The request's id: the caller's `x-request-id` when well-formed, else a new UUID; echoed in the response. */
      id?: string;
      actor?: SessionUser | null;
      /** How the request authenticated; cookie-authenticated writes get the CSRF origin check. */
      authVia?: 'cookie' | 'bearer' | null;
      /** A token came with the request but names no live session (signed out elsewhere, expired). */
      sessionEnded?: boolean;
    }
  }
}

/**
 * Server options under which requests and responses are born with the Express app's prototypes, so the
 * `Object.setPrototypeOf` in Express's `app.handle` finds them already in place: a prototype swap on a live object
 * makes V8 drop its property caches for that object (the fix proposed upstream).
 */
export function expressServerOptions(app: Express): ServerOptions {
  class ExpressRequest extends IncomingMessage {}
  class ExpressResponse<R extends IncomingMessage = IncomingMessage> extends ServerResponse<R> {}
  Object.setPrototypeOf(ExpressRequest.prototype, app.request);
  Object.setPrototypeOf(ExpressResponse.prototype, app.response);
  app.request = ExpressRequest.prototype as unknown as Request;
  app.response = ExpressResponse.prototype as unknown as Response;
  return { IncomingMessage: ExpressRequest, ServerResponse: ExpressResponse };
}
