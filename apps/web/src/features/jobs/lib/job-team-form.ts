import { z } from 'zod';
import type { ApiError } from '@takeoff/shared/errors';
import { CreateJobRequest, JobTranslations } from '@takeoff/shared/jobs';
import { DEFAULT_SCORECARD_CRITERIA, ScorecardCriteriaRequest } from '@takeoff/shared/scorecards';

/**
 * The job form of an owner or recruiter: the job's fields, plus who interviews for it and its scorecard criteria
 * (both saved after the job, with their own calls).
 */
export const JobTeamFormSchema = CreateJobRequest.extend({
  criteria: ScorecardCriteriaRequest.shape.criteria,
  interviewerIds: z.array(z.number().int().positive()),
  // The form edits the object (the multipart request carries it as JSON text); none when left out.
  translations: JobTranslations.default({}),
});

export type CriterionDraft = { id?: string | undefined; name: string; description: string };

export const defaultCriteria = (): CriterionDraft[] =>
  DEFAULT_SCORECARD_CRITERIA.map((c) => ({ ...c }));

const comparable = (criteria: CriterionDraft[]) =>
  JSON.stringify(criteria.map((c) => [c.id ?? null, c.name.trim(), c.description.trim()]));

/** Whether the criteria were edited (so they are saved): added, removed, renamed, described or reordered. */
export const criteriaChanged = (before: CriterionDraft[], after: CriterionDraft[]) =>
  comparable(before) !== comparable(after);

/** Whether the interviewers chosen differ from those assigned, whatever the order. */
export const interviewersChanged = (before: number[], after: number[]) =>
  before.length !== after.length ||
  [...before].sort((a, b) => a - b).some((id, i) => id !== [...after].sort((a, b) => a - b)[i]);

type Issue = NonNullable<ApiError['issues']>[number];

/**
 * The server's refusal of the criteria or interviewers, as the form's field names: `criteria.2.name`, `criteria`
 * (the list as a whole), `interviewerIds`. Issues about nothing the form shows are left out.
 */
export function teamFieldIssues(issues: Issue[] | undefined): { field: string; message: string }[] {
  return (issues ?? []).flatMap((issue) => {
    const [head, ...rest] = issue.path.map(String);
    if (head === 'criteria')
      return [{ field: ['criteria', ...rest].join('.'), message: issue.message }];
    if (head === 'memberIds') return [{ field: 'interviewerIds', message: issue.message }];
    return [];
  });
}
