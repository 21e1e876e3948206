import type { ServerOptions } from 'node:http';
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import helmet from 'helmet';
import { metricsHandler } from './http/metrics';
import type { AppDeps } from './deps';
import { ApiRouter } from './http/api-router';
import { csrfOriginCheck } from './http/csrf';
import { errorHandler, notFoundHandler } from './http/error-handler';
import { requestLog } from './http/request-log';
import { createRateLimit, ipKey } from './http/rate-limit';
import { sessionMiddleware } from './http/session';
import { adminSecondFactorGate } from './modules/admin/second-factor-gate';
import { registerModules } from './modules';
import { openApiRouter } from './modules/docs/openapi';
import { registerPublicPages } from './modules/public-pages/public-pages.routes';
import { serveSpa } from './http/spa-serving';
import { expressServerOptions } from './http/express-request';

export interface BuiltApp {
  /** The server's request listener. */
  app: Express;
  /** For `createServer(serverOptions, app)`: see `expressServerOptions` (http/express-request.ts). */
  serverOptions: ServerOptions;
  api: ApiRouter;
}

/** Builds the request listener without listening: the server and the tests both start from here. */
export function createApp(deps: AppDeps): BuiltApp {
  const { config, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  // API responses are per user and change often; hashing every JSON body for a weak ETag cost more than
  // the rare 304 saved. Media and the SPA's files keep their own validators.
  app.set('etag', false);
  app.set('trust proxy', config.trustProxy);
  const timed = deps.metrics.middleware();
  // Media from object storage plays from signed URLs at the bucket's address (pitch-videos.routes.ts).
  const storageOrigin =
    deps.storage.signedUrlOrigin && config.S3_SIGNED_URL_SECONDS > 0
      ? [deps.storage.signedUrlOrigin]
      : [];
  const securityHeaders = onceComputedHeaders(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: [
            "'self'",
            'data:',
            'blob:',
            'https://i.ytimg.com',
            'https://img.youtube.com',
            ...storageOrigin,
          ],
          mediaSrc: ["'self'", 'blob:', ...storageOrigin],
          frameSrc: [
            'https://www.youtube.com',
            'https://www.youtube-nocookie.com',
            'https://www.loom.com',
            'https://player.vimeo.com',
          ],
          // 'self' covers same-origin ws:/wss: in CSP Level 3 browsers; no other host may be reached.
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: config.isProduction ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  const logged = requestLog(logger);
  // What every API request goes through before its route, in this order.
  const apiSteps = [
    noStore,
    express.json({ limit: '100kb' }),
    createRateLimit({
      name: 'api',
      limit: config.API_RATE_LIMIT_PER_MINUTE,
      windowSeconds: 60,
      key: ipKey,
      redis: deps.redis,
      logger: deps.logger,
    }),
    sessionMiddleware(deps.db, config),
    csrfOriginCheck(config.appOrigin),
    adminSecondFactorGate(deps),
  ];

  app.use(timed);
  // Prometheus scrapes with the token (METRICS_TOKEN); without one configured the path is not served here.
  app.get('/metrics', metricsHandler(deps.metrics, config.METRICS_TOKEN));
  app.use(securityHeaders);
  app.use(logged);

  const api = new ApiRouter({ checkOutputs: deps.config.NODE_ENV === 'test' });
  registerModules(api, deps);

  app.use('/api', ...apiSteps);
  app.use(api.router);
  if (config.apiDocs) app.use(openApiRouter(api));
  app.use('/api', notFoundHandler());

  registerPublicPages(app, deps);
  if (config.SERVE_WEB) serveSpa(app, config.WEB_DIST_DIR);
  app.use(errorHandler(logger));
  return { app, serverOptions: expressServerOptions(app), api };
}

/** API answers are per user: no shared or browser cache keeps them (media routes set their own). */
const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

/**
 * Helmet's headers do not vary per request here (no nonces, no functions in the policy), so its dozen
 * middlewares run once at start-up against a recording response, and each request gets the recorded
 * headers set directly.
 */
export function onceComputedHeaders(middleware: RequestHandler): RequestHandler {
  const headers: [string, string | number | readonly string[]][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.push([name, value]);
      return recorder;
    },
    removeHeader(name: string) {
      removed.push(name);
    },
    getHeader: () => undefined,
  };
  let called = false;
  middleware(
    { headers: {}, method: 'GET', url: '/' } as Request,
    recorder as unknown as Response,
    () => (called = true),
  );
  if (!called) throw new Error('the header middleware did not finish synchronously');
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
