import { Navigate } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { useMyAnswerRequests } from '../api/get-my-answer-requests';
import { useT } from '../i18n';

/**
 * A notification names the application, not the request: the candidate's own requests say which session is that
 * application's, and it opens in its place (the server only lists the candidate's own).
 */
export function AnswerSessionOfApplicationPage({ applicationId }: { applicationId: number }) {
  const { t } = useT();
  const query = useMyAnswerRequests();
  if (query.isPending) return <PageSpinner />;
  if (query.isError)
    return (
      <p role="alert" className="text-status-closed">
        {t('candidate.loadFailed')}
      </p>
    );
  const request = query.data.find((each) => each.applicationId === applicationId);
  if (!request)
    return (
      <p role="alert" className="text-status-closed">
        {t('candidate.notFound')}
      </p>
    );
  return <Navigate replace to={`/candidate/answers/${request.id}`} />;
}
