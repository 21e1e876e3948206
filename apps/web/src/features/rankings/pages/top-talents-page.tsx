import type { ReactNode } from 'react';
import { Info, Trophy } from 'lucide-react';
import {
  MIN_RATINGS_FOR_RANKING,
  RANKING_LIST_LIMIT,
  type TopTalentEntry,
} from '@takeoff/shared/rankings';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useTopTalents } from '../api/get-top-talents';
import { usePublishCurrentWeek } from '../api/publish-current-week';
import { TopTalentRow } from '../components/top-talent-row';
import { WeekRangeText } from '../components/week-range';
import { useT } from '../i18n';

type TopTalentsPageProps = {
  /** Admins get the "publish this week now" control (the API checks the role again). */
  isAdmin: boolean;
  /** Extra controls per row, composed by the route (e.g. the rating widget for companies). */
  rowActions?: (entry: TopTalentEntry) => ReactNode;
  /** Where "View Profile" takes this reader for an entry, or null (a candidate sees only their own). */
  profileLink?: (entry: TopTalentEntry) => string | null;
};

/** /top-talents: the latest published week, in rank order. */
export function TopTalentsPage({ isAdmin, rowActions, profileLink }: TopTalentsPageProps) {
  const { data, isPending } = useTopTalents();
  // Seeds §9: a failed fetch degrades to the empty list.
  const entries = data ?? [];
  const publish = usePublishCurrentWeek();
  const { t } = useT();
  const onPublish = () =>
    publish.mutate(undefined, {
      onSuccess: () => showSuccessToast(t('page.published'), t('page.publishedBody')),
      onError: (error) =>
        showDestructiveToast(t('page.publishFailed'), errorMessage(error, t('page.tryAgain'))),
    });

  return (
    <section>
      <PageHeader
        title={t('texts.topTalentTitle')}
        description={<WeekRangeText week={entries[0]} className="font-mono text-board" />}
        actions={
          isAdmin ? (
            <Button
              onClick={onPublish}
              disabled={publish.isPending}
              data-testid="publish-current-week"
            >
              {t('page.publish')}
            </Button>
          ) : null
        }
      />
      {isPending ? (
        <p className="py-10 text-center text-muted-foreground" role="status">
          {t('texts.loadingTopTalents')}
        </p>
      ) : entries.length === 0 ? (
        <Card
          className="flex flex-col items-center gap-2 p-10 text-center"
          data-testid="top-talents-empty"
        >
          <Trophy className="size-10 text-board" aria-hidden />
          <p className="text-lg font-semibold">{t('texts.emptyTopTalents')}</p>
          <p className="text-muted-foreground">{t('texts.emptyTopTalentsHint')}</p>
        </Card>
      ) : (
        <>
          {entries[0] && !entries[0].final ? (
            <p className="mb-3 text-sm text-status-expiring">{t('page.inProgress')}</p>
          ) : null}
          <ol
            className="flex flex-col gap-3"
            aria-label={t('page.listLabel')}
            data-tour="top-talents-list"
          >
            {entries.map((entry) => (
              <TopTalentRow
                key={entry.id}
                entry={entry}
                actions={rowActions?.(entry)}
                profileTo={profileLink?.(entry) ?? null}
              />
            ))}
          </ol>
        </>
      )}
      <RulesInfo />
    </section>
  );
}

function RulesInfo() {
  const { t } = useT();
  return (
    <Card
      className="mt-6 border-status-boarding/40 bg-status-boarding/10"
      data-testid="rankings-rules"
    >
      <CardContent className="flex gap-3 p-5">
        <Info className="mt-0.5 size-5 shrink-0 text-status-boarding" aria-hidden />
        <div className="space-y-1 text-sm">
          <p className="font-semibold">{t('rules.title')}</p>
          <ul className="list-disc space-y-1 pl-4 text-muted-foreground">
            <li>{t('rules.stars')}</li>
            <li>{t('rules.ranked', { min: MIN_RATINGS_FOR_RANKING })}</li>
            <li>{t('rules.published')}</li>
            <li>{t('rules.badges')}</li>
            <li>{t('rules.limit', { limit: RANKING_LIST_LIMIT })}</li>
            <li>{t('rules.blind')}</li>
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}
