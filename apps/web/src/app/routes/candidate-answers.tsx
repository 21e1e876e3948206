import { useParams, useSearchParams } from 'react-router';
import { NotFoundPage } from '@/components/not-found-page';
import { AnswerSessionOfApplicationPage } from '@/features/video-answers/pages/answer-session-of-application-page';
import { AnswerSessionPage } from '@/features/video-answers/pages/answer-session-page';

const positiveId = (value: string | null | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * A flight's video questions, answered by the candidate who applied (the server checks that it is theirs): by the
 * request's id, or `answers?application=<id>` where a notification names the application.
 */
export function Component() {
  const { requestId } = useParams();
  const [search] = useSearchParams();
  if (requestId === undefined) {
    const applicationId = positiveId(search.get('application'));
    if (applicationId === null) return <NotFoundPage />;
    return <AnswerSessionOfApplicationPage applicationId={applicationId} />;
  }
  const id = positiveId(requestId);
  if (id === null) return <NotFoundPage />;
  return <AnswerSessionPage requestId={id} />;
}
