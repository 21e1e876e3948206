import { CandidatePitchPage } from '@/features/pitches/pages/candidate-pitch-page';
import { useMe } from '@/features/auth/api/get-me';

export function Component() {
  const me = useMe();
  return me.data ? <CandidatePitchPage candidateId={me.data.id} /> : null;
}
