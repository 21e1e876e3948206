import { DEFAULT_SCORECARD_CRITERIA } from '@takeoff/shared/scorecards';
import { t } from '@/features/scorecards/i18n';

const defaultOf = (id: string) =>
  DEFAULT_SCORECARD_CRITERIA.find((criterion) => criterion.id === id);

/**
 * A criterion's name as shown: a default criterion the company left as it is reads in the chosen language; a name
 * the company wrote (or changed) stays as written.
 */
export function criterionName(id: string, name: string) {
  const given = defaultOf(id);
  return given && given.name === name ? t(`criteria.${given.id}.name`) : name;
}

/** A criterion's description as shown: the default's in the chosen language while the company has not changed it. */
function criterionDescription(id: string, name: string, description: string) {
  const given = defaultOf(id);
  return given && given.name === name && given.description === description
    ? t(`criteria.${given.id}.description`)
    : description;
}

/** The job's criteria with the untouched defaults in the chosen language (call at render time). */
export const shownCriteria = <C extends { id: string; name: string; description: string }>(
  criteria: C[],
): C[] =>
  criteria.map((criterion) => ({
    ...criterion,
    name: criterionName(criterion.id, criterion.name),
    description: criterionDescription(criterion.id, criterion.name, criterion.description),
  }));
