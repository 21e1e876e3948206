import { IncomingMessage, ServerResponse, type RequestListener, type ServerOptions } from 'node:http';
import { context, trace } from '@opentelemetry/api';
import { getRPCMetadata, RPCType } from '@opentelemetry/core';
import type { ErrorRequestHandler, Express, Request, RequestHandler, Response } from 'express';
import type { ApiRoute, ApiRouter } from './api-router';
import { AppError } from './app-error';

export interface FrontDoorOptions {
  /** The Express app: it serves everything that is not a route of the API catalog. */
  app: Express;
  api: ApiRouter;
  /** The steps every API request takes first, in order: the same middleware instances the Express app mounts. */
  steps: RequestHandler[];
  /** Answers an error (or, when a route passes the request on, the 404) in the API's error shape. */
  onError: ErrorRequestHandler;
}

/**
 * The HTTP server's request listener. A request for a route of the API catalog is served here: the API's shared
 * steps, then the route's own, then the error handler when one fails — the same functions in the same order as under
 * Express, without Express's router (its walk over the app's layers and then the area's routes, a prefix strip and
 * restore per mounted layer, a closure per step). OPTIONS on a catalog path is answered as that router answered it.
 * Everything else (pages, files, the API docs, an unknown API path) goes to the Express app, which mounts the same
 * shared steps for /api.
 */
export function frontDoor({ app, api, steps, onError }: FrontDoorOptions): RequestListener {
  const shared = inSequence(steps);
  const pipelines = new Map<ApiRoute, RequestHandler>();
  const pipelineOf = (route: ApiRoute) => {
    let pipeline = pipelines.get(route);
    if (!pipeline) pipelines.set(route, (pipeline = inSequence([...steps, routeSpan(route), ...route.steps])));
    return pipeline;
  };
  return (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const method = incoming.method ?? 'GET';
    const path = pathOf(incoming.url ?? '/');
    let found: ReturnType<ApiRouter['find']> = null;
    let allow: string[] = [];
    let failure: unknown;
    try {
      if (path !== null) found = api.find(method, path);
      if (!found && path !== null && method === 'OPTIONS') allow = api.methodsAt(path);
    } catch (error) {
      // A path param that is not valid URI encoding: Express's router answered 400 after the shared steps.
      failure = error;
    }
    if (!found && allow.length === 0 && failure === undefined) return void app(incoming, outgoing);
    const { req, res } = asExpress(app, incoming, outgoing);
    if (found) {
      req.params = found.params;
      req.apiRoute = found.route.path;
      // With tracing on (tracing.ts), the HTTP span takes the route's name, as Express's instrumentation gave it.
      const traced = getRPCMetadata(context.active());
      if (traced?.type === RPCType.HTTP) traced.route = found.route.path;
    }
    const run = found ? pipelineOf(found.route) : shared;
    run(req, res, (error?: unknown) => {
      if ((error === undefined || error === null) && allow.length > 0) return sendAllow(res, allow.join(', '));
      onError(error ?? failure ?? AppError.notFound('No such endpoint'), req, res, () => {});
    });
  };
}

/** The request target's path: origin-form (`/api/jobs?x`) as it comes, absolute-form (`http://host/api/jobs`) parsed. */
function pathOf(url: string): string | null {
  if (url.startsWith('/')) {
    const queryAt = url.indexOf('?');
    return queryAt < 0 ? url : url.slice(0, queryAt);
  }
  return URL.canParse(url) ? new URL(url).pathname : null;
}

/** Express's router's answer to OPTIONS when no route handles it: the methods the path takes. */
function sendAllow(res: Response, allow: string) {
  res.setHeader('Allow', allow);
  res.setHeader('Content-Length', Buffer.byteLength(allow));
  res.setHeader('Content-Type', 'text/plain');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(allow);
}

const tracer = trace.getTracer('takeoff-api');

/**
 * With tracing on, a span for the route's own steps (`request handler - /api/jobs/:id`, ended with the response), so a
 * trace shows the shared steps, the route and its statements apart. Without it, the step only passes the request on.
 */
function routeSpan(route: ApiRoute): RequestHandler {
  const name = `request handler - ${route.path}`;
  return (_req, res, next) => {
    const parent = trace.getActiveSpan();
    if (!parent?.isRecording()) return next();
    const span = tracer.startSpan(name, { attributes: { 'http.route': route.path } });
    res.once('close', () => span.end());
    context.with(trace.setSpan(context.active(), span), next);
  };
}

/**
 * What Express's `app.handle` and its router set up before the first middleware: the request and response get the
 * app's prototypes (req.ip, req.query, res.status, res.cookie read the app's settings through them; nothing changes for
 * those born with them, see `expressServerOptions`), each other, and the URL fields the request log and the metrics read.
 */
function asExpress(app: Express, incoming: IncomingMessage, outgoing: ServerResponse) {
  const req = Object.setPrototypeOf(incoming, app.request) as Request;
  const res = Object.setPrototypeOf(outgoing, app.response) as Response;
  req.res = res;
  res.req = req;
  res.locals = Object.create(null) as Response['locals'];
  req.originalUrl = req.url;
  req.baseUrl = '';
  return { req, res };
}

/**
 * Server options under which requests and responses are born with the Express app's prototypes. Express's
 * `app.handle` (and the front door, for a server created without these options) sets them with
 * `Object.setPrototypeOf`, and a prototype swap on a live object leaves V8's property caches missing on every later
 * access to it: in `pnpm bench` that was the largest single cost of a request. The classes' prototypes inherit what
 * `app.request` and `app.response` held and take their place, so the setting finds the prototype already there and
 * V8 changes nothing.
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

/** Several middlewares run as one, in order, stopping at the first error (a thrown one or a rejected promise). */
export function inSequence(steps: RequestHandler[]): RequestHandler {
  return (req, res, done) => {
    let i = 0;
    const next = (error?: unknown) => {
      if (error !== undefined && error !== null) return done(error);
      const step = steps[i++];
      if (!step) return done();
      try {
        const result = step(req, res, next) as unknown;
        if (result instanceof Promise) result.catch((rejected: unknown) => next(rejected ?? new Error('Rejected promise')));
      } catch (thrown) {
        next(thrown ?? new Error('middleware threw'));
      }
    };
    next();
  };
}
