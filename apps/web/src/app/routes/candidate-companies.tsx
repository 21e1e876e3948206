import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { companiesQueryKey } from '@/features/companies/api/get-companies';
import { ExploreCompaniesPage } from '@/features/companies/pages/explore-companies-page';
import { JobDetailDialogById } from '@/features/jobs/components/job-detail-dialog-by-id';
import { SaveVideoButton } from '@/features/promos/components/save-video-button';
import { SavedVideosSection } from '@/features/promos/components/saved-videos-section';
import { ResponseRecordLine } from '@/features/response-promise/components/response-record';
import { CandidateApplyButton } from '../candidate-apply-button';
import { RatingWidget } from '../rating-widget';

/** Explore Companies (companies area) with ratings, saved videos and the open positions' job details composed in. */
export function Component() {
  const { t } = useTranslation();
  const [openJobId, setOpenJobId] = useState<number | null>(null);
  const closeJob = useCallback(() => setOpenJobId(null), []);
  const queryClient = useQueryClient();
  // The card's Rating tile and the widget's average are one figure: a new rating refreshes both.
  const refreshCompanies = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: companiesQueryKey }),
    [queryClient],
  );
  return (
    <>
      <ExploreCompaniesPage
        renderRating={(company) => (
          <div className="grid gap-1" data-tour="rate">
            <ResponseRecordLine record={company.responseRecord} />
            <h3 className="text-sm font-semibold">{t('routes.candidateCompanies.rateEmployer')}</h3>
            <RatingWidget targetId={company.id} targetType="company" onRated={refreshCompanies} />
          </div>
        )}
        renderVideoActions={(company) =>
          company.promo ? (
            <SaveVideoButton promoId={company.promo.id} companyName={company.name} />
          ) : null
        }
        onOpenJob={setOpenJobId}
      >
        <SavedVideosSection />
      </ExploreCompaniesPage>
      <JobDetailDialogById
        jobId={openJobId}
        onClose={closeJob}
        applyAction={(job) => <CandidateApplyButton job={job} />}
      />
    </>
  );
}
