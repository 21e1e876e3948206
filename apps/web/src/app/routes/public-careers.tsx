import { PublicCareersPage } from '@/features/public-pages/pages/public-careers-page';

export { loadPublicCareers as loader } from '@/features/public-pages/api/get-public-careers';

/** A company's public careers page (public-pages area); the server renders it first, then this route takes over. */
export function Component() {
  return <PublicCareersPage />;
}
