import { Video } from 'lucide-react';
import { Link } from 'react-router';
import { ListCard } from '@/components/list-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date';
import { useMyAnswerRequests } from '../api/get-my-answer-requests';
import { useT } from '../i18n';
import { badgeOf } from '../lib/answer-rules';

/** The candidate's video questions, one per flight that asks for them: progress, deadline, and the way back in. */
export function MyAnswerRequests() {
  const { t } = useT();
  const query = useMyAnswerRequests();
  const items = query.data ?? [];
  // Nothing to show to a candidate never asked: the card appears only with something in it.
  if (query.isSuccess && items.length === 0) return null;
  return (
    <ListCard
      id="my-answer-requests-title"
      title={t('candidate.pageTitle')}
      icon={Video}
      isPending={query.isPending}
      isError={query.isError}
      isEmpty={items.length === 0}
      errorText={t('candidate.loadFailed')}
      emptyText=""
    >
      {items.map((request) => {
        const badge = badgeOf(request.summary);
        return (
          <li
            key={request.id}
            className="flex min-w-0 flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-3"
            data-testid="my-answer-request"
          >
            <div className="min-w-0 flex-1 basis-56">
              <p className="truncate font-medium">{request.jobTitle}</p>
              <p className="text-sm text-muted-foreground">
                {request.companyName} ·{' '}
                {t('candidate.deadline', { date: formatDateTime(request.deadlineAt) })}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={badge.tone}>
                {badge.key === 'badge.progress' ? t(badge.key, badge.values) : t(badge.key)}
              </Badge>
              {request.summary.status === 'in_progress' ? (
                <Button asChild size="sm">
                  <Link
                    to={`/candidate/answers/${request.id}`}
                    aria-label={t('candidate.answerLinkLabel', { title: request.jobTitle })}
                  >
                    {t('candidate.answerLink')}
                  </Link>
                </Button>
              ) : null}
            </div>
          </li>
        );
      })}
    </ListCard>
  );
}
