import { VIDEO_ANSWER_ERRORS } from '@takeoff/shared/video-answer-constants';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { t } from '../i18n';

const CODES: ReadonlySet<string> = new Set(Object.values(VIDEO_ANSWER_ERRORS));

/** A refusal of the video answer routes in the reader's language (by its code), else the app's usual wording. */
export function answerErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && CODES.has(error.code))
    return t(
      `errors.${error.code as (typeof VIDEO_ANSWER_ERRORS)[keyof typeof VIDEO_ANSWER_ERRORS]}`,
    );
  return errorMessage(error, fallback);
}
