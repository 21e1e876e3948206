import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '@/lib/api-client';
import { orgMembersQueryOptions } from '@/lib/org-members';
import { useJobInterviewers } from '../api/get-job-interviewers';
import { useScorecardCriteria } from '../api/get-scorecard-criteria';
import { useUpdateJobInterviewers } from '../api/update-job-interviewers';
import { useUpdateScorecardCriteria } from '../api/update-scorecard-criteria';
import { t } from '../i18n';
import {
  criteriaChanged,
  defaultCriteria,
  interviewersChanged,
  type CriterionDraft,
} from './job-team-form';

export type JobTeamValues = { criteria: CriterionDraft[]; interviewerIds: number[] };

/**
 * The job form's team part for owners and recruiters: the organisation's interviewers to choose from, the job's
 * interviewers and criteria (defaults for a new job), and `save`, which writes what changed once the job is saved.
 */
export function useJobTeam(jobId: number | null, open: boolean, enabled: boolean) {
  const active = open && enabled;
  const criteria = useScorecardCriteria(jobId, active);
  const assigned = useJobInterviewers(jobId, active);
  const members = useQuery({ ...orgMembersQueryOptions(), enabled: active });
  const saveCriteria = useUpdateScorecardCriteria();
  const saveInterviewers = useUpdateJobInterviewers();

  const interviewers = useMemo(
    () => (members.data?.items ?? []).filter((m) => m.role === 'interviewer'),
    [members.data],
  );
  const initial = useMemo<JobTeamValues>(
    () => ({
      criteria: criteria.data?.criteria.map((c) => ({ ...c })) ?? defaultCriteria(),
      interviewerIds: assigned.data?.members.map((m) => m.id) ?? [],
    }),
    [criteria.data, assigned.data],
  );

  /** Saves the criteria and the interviewers when they differ from `before`; throws the first refusal. */
  const save = async (savedJobId: number, before: JobTeamValues, values: JobTeamValues) => {
    if (criteriaChanged(before.criteria, values.criteria))
      await saveCriteria.mutateAsync({ jobId: savedJobId, criteria: values.criteria });
    if (interviewersChanged(before.interviewerIds, values.interviewerIds)) {
      await saveInterviewers.mutateAsync({ jobId: savedJobId, memberIds: values.interviewerIds });
    }
  };

  const loadError = members.isError
    ? errorMessage(members.error, t('team.interviewersLoadFailed'))
    : assigned.isError
      ? errorMessage(assigned.error, t('team.interviewersLoadFailed'))
      : undefined;
  return {
    initial,
    interviewers,
    interviewersLoading: members.isPending || (jobId != null && assigned.isPending),
    criteriaLoading: jobId != null && criteria.isPending,
    criteriaError: criteria.isError
      ? errorMessage(criteria.error, t('team.criteriaLoadFailed'))
      : undefined,
    loadError,
    save,
    busy: saveCriteria.isPending || saveInterviewers.isPending,
  };
}
