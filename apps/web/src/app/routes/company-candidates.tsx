import { Suspense } from 'react';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useMe } from '@/features/auth/api/get-me';
import { useMessageUnreadCount } from '@/features/messages/api/get-unread-count';
import { SendMessageDialog } from '@/features/messages/components/send-message-dialog';
import { CompanyPitchesPage } from '@/features/pitches/pages/company-pitches-page';
import { RatingWidget } from '@/app/rating-widget';
import { can } from '@takeoff/shared/org-permissions';
import { AnswerReviewDialog } from '@/features/score-reviews/components/answer-review-dialog';
import { PageSpinner } from '@/components/page-spinner';

// The message threads are a second tab: they load when it is opened (or opened first, from ?tab=messages).
const InboxPage = lazyWithRetry(async () => ({
  default: (await import('@/features/messages/pages/inbox-page')).InboxPage,
}));

/**
 * Candidate Pitches: the pitches grid plus the company's message threads. Cross-area slots: the
 * ratings widget on each card; Schedule Interview goes to /company/interviews?candidate=<id>,
 * which the interviews page reads to preselect the candidate. `?pitch=<id>` (from a pipeline card) shows that pitch first.
 */
export function Component() {
  const { t } = useTranslation();
  const me = useMe();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const unread = useMessageUnreadCount();
  const tab = params.get('tab') === 'messages' ? 'messages' : 'pitches';
  const focusPitchId = Number(params.get('pitch')) || null;
  return (
    <Tabs
      value={tab}
      onValueChange={(value) => setParams(value === 'messages' ? { tab: 'messages' } : {})}
      className="grid gap-4"
    >
      <TabsList className="justify-self-start">
        <TabsTrigger value="pitches">{t('routes.companyCandidates.pitches')}</TabsTrigger>
        <TabsTrigger value="messages">
          {t('routes.companyCandidates.messages')}{' '}
          {unread.data?.count ? <Badge className="ml-1">{unread.data.count}</Badge> : null}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="pitches">
        <CompanyPitchesPage
          isAdmin={me.data?.role === 'admin'}
          focusPitchId={focusPitchId}
          onClearFocus={() => setParams({})}
          renderRating={(pitch) => (
            <RatingWidget targetId={pitch.candidateId} targetType="candidate" />
          )}
          renderMessageAction={(pitch) => (
            <SendMessageDialog candidateId={pitch.candidateId} recipientLabel={pitch.label} />
          )}
          renderScoreReview={(pitch) =>
            pitch.openReview && can(me.data?.org?.role, 'talent.browse') ? (
              <AnswerReviewDialog review={pitch.openReview} label={pitch.label} />
            ) : null
          }
          onScheduleInterview={(pitch) =>
            void navigate(`/company/interviews?candidate=${pitch.candidateId}`)
          }
        />
      </TabsContent>
      <TabsContent value="messages">
        <Suspense fallback={<PageSpinner />}>
          <InboxPage />
        </Suspense>
      </TabsContent>
    </Tabs>
  );
}
