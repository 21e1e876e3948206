import { CandidateLiveRoomsPage } from '@/features/interviews/pages/candidate-live-rooms-page';

export function Component() {
  return <CandidateLiveRoomsPage />;
}
