import { randomUUID } from 'node:crypto';
import express, { type ErrorRequestHandler } from 'express';
import supertest from 'supertest';
import { AppError } from './app-error';
import { createRateLimit, type RateLimitOptions } from './rate-limit';

/**
 * An app behind one limiter: `?status=` picks the answer, `x-key` the key (none: not counted). With `trustProxy`,
 * X-Forwarded-For says the client's address, as behind the compose nginx.
 */
export function appWith(options: Partial<RateLimitOptions>, { trustProxy = false } = {}) {
  const app = express();
  app.set('trust proxy', trustProxy);
  app.use(
    createRateLimit({
      name: `test-${randomUUID()}`,
      limit: 3,
      windowSeconds: 60,
      key: (req) => req.get('x-key'),
      ...options,
    }),
  );
  app.get('/', (req, res) => void res.status(Number(req.query.status ?? 200)).json({ ok: true }));
  const errors: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
    const status = error instanceof AppError ? error.status : 500;
    res.status(status).json({ code: error instanceof AppError ? error.code : 'INTERNAL' });
  };
  app.use(errors);
  return supertest(app);
}
