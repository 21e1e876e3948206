import { can } from '@takeoff/shared/org-permissions';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/components/page-spinner';
import { useMe } from '@/features/auth/api/get-me';
import { companyIdOf } from '@/features/auth/lib/company-of-user';
import { CompanyApplicationsPage } from '@/features/applications/pages/company-applications-page';
import { FocusedPitch } from '@/features/pitches/components/focused-pitch';
import { ScorecardsDialog } from '@/features/scorecards/components/scorecards-dialog';

export function Component() {
  const { t } = useTranslation();
  const me = useMe();
  // `?application=<id>`: a notification opens the pipeline on that application; `?pitch=<id>`: an interviewer
  // watches an applicant's pitch here (the pitches grid is not theirs to browse).
  const [params, setParams] = useSearchParams();
  if (!me.data) return <PageSpinner />;
  const canRequestScorecards = can(me.data.org?.role, 'company.work');
  const browsesTalent = can(me.data.org?.role, 'talent.browse');
  const focus = Number(params.get('application')) || null;
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
          <ScorecardsDialog
            applicationId={application.id}
            candidateName={application.candidateName}
            canRequest={canRequestScorecards}
            defaultOpen={application.id === focus}
          />
        )}
      />
    </>
  );
}
