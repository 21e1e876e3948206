import { YOUTUBE_HOST, YOUTUBE_MESSAGES } from '@takeoff/shared/youtube';
import { PITCH_SKILLS_MAX } from '@takeoff/shared/pitch-constants';
import { currentLocale } from '@/lib/i18n';
import { t } from '../i18n';

const CANDIDATE_LABEL = /^Candidate #(\d+)$/;

/** The server's blind-review label 'Candidate #000123' in the chosen language; a name (admins, applicants) as it is. */
export const displayLabel = (label: string) => {
  const match = CANDIDATE_LABEL.exec(label);
  return match ? t('candidateLabel', { number: match[1] }) : label;
};

/** 'x/5' with the chosen language's decimal mark, or 'N/A' (as the shared formatScore, in words of the language). */
export const formatScoreText = (score: number | null | undefined) =>
  score == null
    ? t('scores.notAvailable')
    : `${new Intl.NumberFormat(currentLocale() === 'el' ? 'el-GR' : 'en-US', { maximumFractionDigits: 1 }).format(Math.round(score * 10) / 10)}/5`;

/** The shared pitch schemas' own messages (they win over the app's zod messages) in the chosen language. */
export function fieldErrorText(message: string | undefined) {
  if (!message) return message;
  if (message === YOUTUBE_MESSAGES.required) return t('validation.youtubeRequired');
  if (message === YOUTUBE_MESSAGES.invalid)
    return t('validation.youtubeInvalid', { host: YOUTUBE_HOST });
  if (message === 'Title is required') return t('validation.titleRequired');
  if (message === 'Add at least one skill') return t('validation.skillsMin');
  if (message === `At most ${PITCH_SKILLS_MAX} skills`)
    return t('validation.skillsMax', { max: PITCH_SKILLS_MAX });
  return message;
}
