import { useQueryClient } from '@tanstack/react-query';
import { PageSpinner } from '@/components/page-spinner';
import { useNavigate } from 'react-router';
import { meQueryKey, resetSessionCache, useMe } from '@/features/auth/api/get-me';
import { companyNameOf, orgRoleOf } from '@/features/auth/lib/company-of-user';
import { can } from '@takeoff/shared/org-permissions';
import { TeamPage } from '@/features/org/pages/team-page';
import { ResponsePromiseCard } from '@/features/response-promise/components/response-promise-card';
import { ScoreSettingsCard } from '@/features/score-reviews/components/score-settings-card';

/** The company layout lets only members whose role may read the team reach this page. */
export function Component() {
  const { data: user } = useMe();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const role = orgRoleOf(user);
  if (!user || !role) return <PageSpinner />;
  return (
    <div className="grid gap-6">
      <TeamPage
        organisation={companyNameOf(user)}
        actorRole={role}
        onOwnershipTransferred={() => queryClient.refetchQueries({ queryKey: meQueryKey })}
        onOrganisationRenamed={() => queryClient.refetchQueries({ queryKey: meQueryKey })}
        onOrganisationDeleted={() => {
          resetSessionCache(queryClient, null);
          navigate('/', { replace: true });
        }}
      />
      <ResponsePromiseCard canEdit={role === 'owner'} />
      <ScoreSettingsCard canChange={can(role, 'scores.configure')} />
    </div>
  );
}
