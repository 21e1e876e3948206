import { t } from '../i18n';
import { formatDuration, type DurationFormat } from './tasks';

/** The duration's parts in the chosen language ("1h 05m" in English). */
const localDuration: DurationFormat = {
  hours: (hours, minutes) => t('duration.hours', { hours, minutes }),
  minutes: (minutes, seconds) => t('duration.minutes', { minutes, seconds }),
  seconds: (seconds) => t('duration.seconds', { seconds }),
};

/** formatDuration in the language chosen at the time of the call. */
export const formatLocalDuration = (totalSeconds: number) =>
  formatDuration(totalSeconds, localDuration);
