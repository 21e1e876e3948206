import { PROMO_QUESTION_COUNT } from '@takeoff/shared/promo-constants';
import { t } from '../i18n';

/** The shared promo questions schema's own messages (they win over the app's zod messages) in the chosen language. */
export function questionsErrorText(message: string | undefined) {
  if (!message) return message;
  if (message === 'Write a question (it cannot be blank)') return t('validation.questionRequired');
  if (message === `Exactly ${PROMO_QUESTION_COUNT} questions are required`)
    return t('validation.questionCount', { number: PROMO_QUESTION_COUNT });
  if (message === 'must not contain NUL characters') return t('validation.noNul');
  return message;
}
