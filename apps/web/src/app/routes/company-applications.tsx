import { useEffect } from 'react';
import { can } from '@takeoff/shared/org-permissions';
import { useSearchParams } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { useMe } from '@/features/auth/api/get-me';
import { companyIdOf } from '@/features/auth/lib/company-of-user';
import { CompanyApplicationsPage } from '@/features/applications/pages/company-applications-page';
import { ScorecardsDialog } from '@/features/scorecards/components/scorecards-dialog';
import { ClosedNoAnswerBadge } from '@/features/response-promise/components/closed-no-answer';
import { RejectDialog } from '@/features/response-promise/components/reject-dialog';
import { useMarkApplicationViewed } from '@/features/response-promise/api/mark-application-viewed';

export function Component() {
  const me = useMe();
  // `?application=<id>`: a notification opens the pipeline on that application.
  const [params] = useSearchParams();
  const focus = Number(params.get('application')) || null;
  // Opened from a notification or mail link: a member has opened this application (the candidate's timeline says so).
  const viewed = useMarkApplicationViewed();
  const markViewed = viewed.mutate;
  useEffect(() => {
    if (focus !== null) markViewed(focus);
  }, [focus, markViewed]);
  if (!me.data) return <PageSpinner />;
  const canRequestScorecards = can(me.data.org?.role, 'company.work');
  return (
    <CompanyApplicationsPage
      companyId={companyIdOf(me.data)}
      canMove={can(me.data.org?.role, 'pipeline.move')}
      focusApplicationId={focus}
      renderCardActions={(application) => (
        <>
          {application.closedNoAnswer ? <ClosedNoAnswerBadge /> : null}
          <ScorecardsDialog
            applicationId={application.id}
            candidateName={application.candidateName}
            canRequest={canRequestScorecards}
            defaultOpen={application.id === focus}
          />
        </>
      )}
      renderReject={(application) => <RejectDialog application={application} />}
    />
  );
}
