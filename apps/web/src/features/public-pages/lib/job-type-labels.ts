import type { PublicFlight } from '@takeoff/shared/public-pages';
import { t } from '../i18n';

/** The words public pages show for a job type, in the chosen language (in English as the server's pages say it). */
export const jobTypeLabel = (type: PublicFlight['type']) => t(`jobType.${type}`);
