import { useSearchParams } from 'react-router';
import { NotFoundPage } from '@/components/not-found-page';
import { AnswerSessionOfApplicationPage } from '@/features/video-answers/pages/answer-session-of-application-page';

/** `?application=<id>`: the answer session of one of the candidate's applications (where a notification leads). */
export function Component() {
  const applicationId = Number(useSearchParams()[0].get('application'));
  if (!Number.isInteger(applicationId) || applicationId <= 0) return <NotFoundPage />;
  return <AnswerSessionOfApplicationPage applicationId={applicationId} />;
}
