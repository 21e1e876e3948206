/** The one error services throw; the error middleware turns it into `{message, code, issues?}`. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly issues?: { path: (string | number)[]; message: string; code?: string }[],
    /** Extra fields some seeds' clients read from an error body (e.g. admin login's `error`). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(message: string, code = 'BAD_REQUEST') {
    return new AppError(code, 400, message);
  }
  static unauthenticated(message = 'Authentication required') {
    return new AppError('UNAUTHENTICATED', 401, message);
  }
  /** A session token was sent but its session is gone (revoked elsewhere, expired): the client says so before sign-in. */
  static sessionEnded() {
    return new AppError('SESSION_ENDED', 401, 'Your session has ended. Please sign in again.');
  }
  static forbidden(message = 'You do not have access to this resource', code = 'FORBIDDEN') {
    return new AppError(code, 403, message);
  }
  static notFound(message = 'Not found') {
    return new AppError('NOT_FOUND', 404, message);
  }
  static conflict(message: string, code = 'CONFLICT') {
    return new AppError(code, 409, message);
  }
}
