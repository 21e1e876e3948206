import { can } from '@takeoff/shared/org-permissions';
import { useSearchParams } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { useMe } from '@/features/auth/api/get-me';
import { companyIdOf } from '@/features/auth/lib/company-of-user';
import { CompanyApplicationsPage } from '@/features/applications/pages/company-applications-page';
import { ScorecardsDialog } from '@/features/scorecards/components/scorecards-dialog';
import { OverrideScoreDialog } from '@/features/score-reviews/components/override-score-dialog';

export function Component() {
  const me = useMe();
  // `?application=<id>`: a notification opens the pipeline on that application.
  const [params] = useSearchParams();
  if (!me.data) return <PageSpinner />;
  const canRequestScorecards = can(me.data.org?.role, 'company.work');
  const canOverrule = can(me.data.org?.role, 'applications.evaluate');
  const focus = Number(params.get('application')) || null;
  return (
    <CompanyApplicationsPage
      companyId={companyIdOf(me.data)}
      canMove={can(me.data.org?.role, 'pipeline.move')}
      focusApplicationId={focus}
      renderCardActions={(application) => (
        <>
          <ScorecardsDialog
            applicationId={application.id}
            candidateName={application.candidateName}
            canRequest={canRequestScorecards}
            defaultOpen={application.id === focus}
          />
          {canOverrule && application.pitch ? (
            <OverrideScoreDialog
              applicationId={application.id}
              candidateName={application.candidateName}
            />
          ) : null}
        </>
      )}
    />
  );
}
