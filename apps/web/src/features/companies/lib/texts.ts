import { CANNED_PROFILES, type CannedCategory } from '@takeoff/shared/company-profiles';
import { JOB_STATUSES, JOB_TYPES } from '@takeoff/shared/job-constants';
import { t } from '../i18n';

type CannedKey =
  `canned.${CannedCategory}.${'description' | `benefit${1 | 2 | 3 | 4 | 5}` | `tag${1 | 2 | 3 | 4}`}`;

/** The seeds' canned profile texts (the server fills a company's empty fields with them in English), by catalogue key. */
const cannedKeys = new Map<string, CannedKey>(
  (Object.keys(CANNED_PROFILES) as CannedCategory[]).flatMap((category) => {
    const profile = CANNED_PROFILES[category];
    return [
      [profile.description, `canned.${category}.description`] as const,
      ...profile.benefits.map(
        (benefit, i) =>
          [benefit, `canned.${category}.benefit${(i + 1) as 1 | 2 | 3 | 4 | 5}`] as const,
      ),
      ...profile.tags.map(
        (tag, i) => [tag, `canned.${category}.tag${(i + 1) as 1 | 2 | 3 | 4}`] as const,
      ),
    ];
  }),
);

/** A company's profile text in the chosen language when it is one of the canned texts; the company's own words as they are. */
export const profileText = (text: string) => {
  const key = cannedKeys.get(text);
  return key ? t(key) : text;
};

const isJobType = (value: string): value is (typeof JOB_TYPES)[number] =>
  (JOB_TYPES as readonly string[]).includes(value);
const isJobStatus = (value: string): value is (typeof JOB_STATUSES)[number] =>
  (JOB_STATUSES as readonly string[]).includes(value);

/** A job's type and status as words of the chosen language (an unknown value as it is). */
export const jobTypeText = (type: string) => (isJobType(type) ? t(`jobs.types.${type}`) : type);
export const jobStatusText = (status: string) =>
  isJobStatus(status) ? t(`jobs.statuses.${status}`) : status;
