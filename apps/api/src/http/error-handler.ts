import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { pathOf } from './request-log';
import { AppError } from './app-error';

const DB_UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
  '53300',
]);

function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { code?: string; message?: string; cause?: unknown };
  if (e.code && DB_UNAVAILABLE_CODES.has(e.code)) return true;
  if (
    typeof e.message === 'string' &&
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout/i.test(
      e.message,
    )
  ) {
    return true;
  }
  return e.cause ? isDatabaseUnavailable(e.cause) : false;
}

/** 57014: the statement ran past DATABASE_STATEMENT_TIMEOUT_MS and the server cancelled it. */
function isStatementTimeout(error: unknown): boolean {
  const e = error as { code?: string; cause?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  return e.code === '57014' || (e.cause ? isStatementTimeout(e.cause) : false);
}

/**
 * Postgres errors a client can cause (bad values that slipped past validation) are 4xx, not 5xx: among them
 * invalid text (22021 invalid byte sequence, 22P05 untranslatable character) and out-of-range dates (22008, 22009).
 */
function fromPostgres(error: unknown): AppError | null {
  const e = (error as { cause?: { code?: string } })?.cause ?? (error as { code?: string });
  switch (e?.code) {
    case '23505':
      return AppError.conflict('This already exists');
    case '23503':
      return AppError.notFound('A referenced record does not exist');
    case '22P02':
    case '22003':
    case '22007':
    case '22008':
    case '22001':
    case '22009':
    case '22021':
    case '22P05':
    case '23502':
    case '23514':
      return AppError.badRequest('Invalid value');
    default:
      return null;
  }
}

export function notFoundHandler(): RequestHandler {
  return (_req, _res, next) => next(AppError.notFound('No such endpoint'));
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    let appError: AppError;
    if (error instanceof AppError) {
      appError = error;
    } else if (isStatementTimeout(error)) {
      appError = new AppError('DATABASE_TIMEOUT', 503, 'The request took too long, please retry');
      res.setHeader('Retry-After', '2');
    } else if (isDatabaseUnavailable(error)) {
      appError = new AppError(
        'DATABASE_UNAVAILABLE',
        503,
        'The service is temporarily unavailable, please retry',
      );
      res.setHeader('Retry-After', '2');
    } else if (error?.type === 'entity.too.large') {
      appError = new AppError('PAYLOAD_TOO_LARGE', 413, 'Request body is too large');
    } else if (
      error?.type === 'entity.parse.failed' ||
      error?.type === 'encoding.unsupported' ||
      error?.type === 'charset.unsupported'
    ) {
      appError = new AppError('BAD_REQUEST', 400, 'Malformed request body');
    } else if (typeof error?.status === 'number' && error.status >= 400 && error.status < 500) {
      appError = new AppError('BAD_REQUEST', error.status, 'Bad request');
    } else {
      appError =
        fromPostgres(error) ?? new AppError('INTERNAL', 500, 'Something went wrong on our side');
    }
    if (appError.status >= 500)
      logger.error(
        { err: error, req: { id: req.id, method: req.method, path: pathOf(req) } },
        'request failed',
      );
    if (res.headersSent) {
      res.end();
      return;
    }
    res.status(appError.status).json({
      message: appError.message,
      code: appError.code,
      ...(appError.issues ? { issues: appError.issues } : {}),
      ...appError.extra,
    });
  };
}
