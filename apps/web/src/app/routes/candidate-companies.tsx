import { ExploreCompaniesPage } from '@/features/companies/pages/explore-companies-page';
import { SaveVideoButton } from '@/features/promos/components/save-video-button';
import { SavedVideosSection } from '@/features/promos/components/saved-videos-section';
import { RatingWidget } from '../rating-widget';

export function Component() {
  return (
    <ExploreCompaniesPage
      renderRating={(companyId) => (
        <div className="grid gap-1">
          <h3 className="text-sm font-semibold">Rate This Employer</h3>
          <RatingWidget targetId={companyId} targetType="company" />
        </div>
      )}
      renderVideoActions={(company) => (company.promo ? <SaveVideoButton promoId={company.promo.id} companyName={company.name} /> : null)}
    >
      <SavedVideosSection />
    </ExploreCompaniesPage>
  );
}
