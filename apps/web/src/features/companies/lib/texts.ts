import { JOB_STATUSES, JOB_TYPES } from '@takeoff/shared/job-constants';
import { t } from '../i18n';

const isJobType = (value: string): value is (typeof JOB_TYPES)[number] =>
  (JOB_TYPES as readonly string[]).includes(value);
const isJobStatus = (value: string): value is (typeof JOB_STATUSES)[number] =>
  (JOB_STATUSES as readonly string[]).includes(value);

/** A job's type and status as words of the chosen language (an unknown value as it is). */
export const jobTypeText = (type: string) => (isJobType(type) ? t(`jobs.types.${type}`) : type);
export const jobStatusText = (status: string) =>
  isJobStatus(status) ? t(`jobs.statuses.${status}`) : status;
