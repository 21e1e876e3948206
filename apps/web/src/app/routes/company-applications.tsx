import { can } from '@takeoff/shared/org-permissions';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { useMe } from '@/features/auth/api/get-me';
import { companyIdOf } from '@/features/auth/lib/company-of-user';
import { CompanyApplicationsPage } from '@/features/applications/pages/company-applications-page';
import { ScorecardsDialog } from '@/features/scorecards/components/scorecards-dialog';
import { AnswersBadge } from '@/features/video-answers/components/answers-badge';
import { AnswersReviewDialog } from '@/features/video-answers/components/answers-review-dialog';
import { lazyWithRetry } from '@/lib/lazy-with-retry';

// The scorecard form beside the answers loads with the answers' dialog, not with every card of the pipeline.
const ScorecardPanel = lazyWithRetry(async () => ({
  default: (await import('@/features/scorecards/components/scorecard-panel')).ScorecardPanel,
}));

export function Component() {
  const me = useMe();
  // `?application=<id>`: a notification opens the pipeline on that application.
  const [params] = useSearchParams();
  if (!me.data) return <PageSpinner />;
  const canRequestScorecards = can(me.data.org?.role, 'company.work');
  const canManageAnswers = can(me.data.org?.role, 'pipeline.move');
  const focus = Number(params.get('application')) || null;
  return (
    <CompanyApplicationsPage
      companyId={companyIdOf(me.data)}
      canMove={can(me.data.org?.role, 'pipeline.move')}
      focusApplicationId={focus}
      renderCardActions={(application) => (
        <>
          <AnswersBadge summary={application.videoAnswers} />
          <AnswersReviewDialog
            applicationId={application.id}
            candidateName={application.candidateName}
            canManage={canManageAnswers}
            // Each member scores while watching; the panel is the scorecards feature's own, as in its dialog.
            scorecard={(open) =>
              open ? (
                <Suspense fallback={<PageSpinner />}>
                  <ScorecardPanel
                    applicationId={application.id}
                    canRequest={canRequestScorecards}
                  />
                </Suspense>
              ) : null
            }
          />
          <ScorecardsDialog
            applicationId={application.id}
            candidateName={application.candidateName}
            canRequest={canRequestScorecards}
            defaultOpen={application.id === focus}
          />
        </>
      )}
    />
  );
}
