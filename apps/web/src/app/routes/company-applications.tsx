import { Suspense, useEffect } from 'react';
import { can } from '@takeoff/shared/org-permissions';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/components/page-spinner';
import { useMe } from '@/features/auth/api/get-me';
import { companyIdOf } from '@/features/auth/lib/company-of-user';
import { CompanyApplicationsPage } from '@/features/applications/pages/company-applications-page';
import { FocusedPitch } from '@/features/pitches/components/focused-pitch';
import { ScorecardsDialog } from '@/features/scorecards/components/scorecards-dialog';
import { ClosedNoAnswerBadge } from '@/features/response-promise/components/closed-no-answer';
import { RejectDialog } from '@/features/response-promise/components/reject-dialog';
import { useMarkApplicationViewed } from '@/features/response-promise/api/mark-application-viewed';
import { OverrideScoreDialog } from '@/features/score-reviews/components/override-score-dialog';
import { WithdrawJudgementDialog } from '@/features/score-reviews/components/withdraw-judgement-dialog';
import { AnswersBadge } from '@/features/video-answers/components/answers-badge';
import { AnswersReviewDialog } from '@/features/video-answers/components/answers-review-dialog';
import { lazyWithRetry } from '@/lib/lazy-with-retry';

// The scorecard form beside the answers loads with the answers' dialog, not with every card of the pipeline.
const ScorecardPanel = lazyWithRetry(async () => ({
  default: (await import('@/features/scorecards/components/scorecard-panel')).ScorecardPanel,
}));

export function Component() {
  const { t } = useTranslation();
  const me = useMe();
  // `?application=<id>`: a notification opens the pipeline on that application; `?pitch=<id>`: an interviewer
  // watches an applicant's pitch here (the pitches grid is not theirs to browse).
  const [params, setParams] = useSearchParams();
  const focus = Number(params.get('application')) || null;
  // Opened from a notification or mail link: a member has opened this application (the candidate's timeline says so).
  const viewed = useMarkApplicationViewed();
  const markViewed = viewed.mutate;
  useEffect(() => {
    if (focus !== null) markViewed(focus);
  }, [focus, markViewed]);
  if (!me.data) return <PageSpinner />;
  const canRequestScorecards = can(me.data.org?.role, 'company.work');
  const canManageAnswers = can(me.data.org?.role, 'pipeline.move');
  const canOverrule = can(me.data.org?.role, 'applications.evaluate');
  const browsesTalent = can(me.data.org?.role, 'talent.browse');
  const pitchId = browsesTalent ? null : Number(params.get('pitch')) || null;
  return (
    <>
      {pitchId !== null ? (
        <FocusedPitch
          id={pitchId}
          onClear={() => setParams({})}
          clearLabel={t('routes.companyApplications.closePitch')}
        />
      ) : null}
      <CompanyApplicationsPage
        companyId={companyIdOf(me.data)}
        canMove={can(me.data.org?.role, 'pipeline.move')}
        focusApplicationId={focus}
        {...(browsesTalent
          ? {}
          : { pitchHref: (id: number) => `/company/applications?pitch=${id}` })}
        renderCardActions={(application) => (
          <>
            {application.closedNoAnswer ? <ClosedNoAnswerBadge /> : null}
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
            {canOverrule && application.pitch ? (
              <>
                <OverrideScoreDialog
                  applicationId={application.id}
                  candidateName={application.candidateName}
                />
                <WithdrawJudgementDialog
                  applicationId={application.id}
                  candidateName={application.candidateName}
                  overrides={application.pitch.overrides ?? []}
                />
              </>
            ) : null}
          </>
        )}
        renderReject={(application) => <RejectDialog application={application} />}
      />
    </>
  );
}
