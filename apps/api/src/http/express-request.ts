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
      /** The API route serving the request (its Express path, e.g. `/api/jobs/:id`), set by the front door. */
      apiRoute?: string;
    }
  }
}
