import { useParams } from 'react-router';
import { NotFoundPage } from '@/components/not-found-page';
import { AnswerSessionPage } from '@/features/video-answers/pages/answer-session-page';

/** A flight's video questions, answered by the candidate who applied (the server checks that it is theirs). */
export function Component() {
  const requestId = Number(useParams().requestId);
  if (!Number.isInteger(requestId) || requestId <= 0) return <NotFoundPage />;
  return <AnswerSessionPage requestId={requestId} />;
}
