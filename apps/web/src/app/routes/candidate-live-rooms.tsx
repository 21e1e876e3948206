import { useMe } from '@/features/auth/api/get-me';
import { CandidateLiveRoomsPage } from '@/features/interviews/pages/candidate-live-rooms-page';
import { PageSpinner } from '@/components/page-spinner';

export function Component() {
  const { data: user } = useMe();
  if (!user) return <PageSpinner />;
  return <CandidateLiveRoomsPage candidateId={user.id} />;
}
