import { z } from 'zod';

/** The one error shape every API failure carries (DESIGN.md §4). */
export const ApiError = z
  .object({
    message: z.string(),
    code: z.string(),
    issues: z
      .array(
        z.object({
          path: z.array(z.union([z.string(), z.number()])),
          message: z.string(),
          code: z.string().optional(),
        }),
      )
      .optional(),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof ApiError>;

export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'SESSION_ENDED',
  'FORBIDDEN',
  'CSRF_REJECTED',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'RANGE_NOT_SATISFIABLE',
  'DATABASE_UNAVAILABLE',
  'DATABASE_TIMEOUT',
  'INTERNAL',
] as const;
