import type { ReactNode } from 'react';
import { Info, Trophy } from 'lucide-react';
import { MIN_RATINGS_FOR_RANKING, RANKING_LIST_LIMIT, RANKINGS_TEXT, type TopTalentEntry } from '@takeoff/shared/rankings';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useTopTalents } from '../api/get-top-talents';
import { usePublishCurrentWeek } from '../api/publish-current-week';
import { TopTalentRow } from '../components/top-talent-row';
import { WeekRangeText } from '../components/week-range';

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
  const onPublish = () =>
    publish.mutate(undefined, {
      onSuccess: () => showSuccessToast('Rankings published', 'This week so far is now on the board.'),
      onError: (error) => showDestructiveToast('Publishing failed', errorMessage(error, 'Please try again.')),
    });

  return (
    <section>
      <PageHeader
        title={RANKINGS_TEXT.topTalentTitle}
        description={<WeekRangeText week={entries[0]} className="font-mono text-board" />}
        actions={
          isAdmin ? (
            <Button onClick={onPublish} disabled={publish.isPending} data-testid="publish-current-week">
              Publish this week now
            </Button>
          ) : null
        }
      />
      {isPending ? (
        <p className="py-10 text-center text-muted-foreground" role="status">
          {RANKINGS_TEXT.loadingTopTalents}
        </p>
      ) : entries.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 p-10 text-center" data-testid="top-talents-empty">
          <Trophy className="size-10 text-board" aria-hidden />
          <p className="text-lg font-semibold">{RANKINGS_TEXT.emptyTopTalents}</p>
          <p className="text-muted-foreground">{RANKINGS_TEXT.emptyTopTalentsHint}</p>
        </Card>
      ) : (
        <>
          {entries[0] && !entries[0].final ? (
            <p className="mb-3 text-sm text-status-expiring">Week in progress: these standings are provisional until Monday.</p>
          ) : null}
          <ol className="flex flex-col gap-3" aria-label="Top talents in rank order" data-tour="top-talents-list">
            {entries.map((entry) => (
              <TopTalentRow key={entry.id} entry={entry} actions={rowActions?.(entry)} profileTo={profileLink?.(entry) ?? null} />
            ))}
          </ol>
        </>
      )}
      <RulesInfo />
    </section>
  );
}

function RulesInfo() {
  return (
    <Card className="mt-6 border-status-boarding/40 bg-status-boarding/10" data-testid="rankings-rules">
      <CardContent className="flex gap-3 p-5">
        <Info className="mt-0.5 size-5 shrink-0 text-status-boarding" aria-hidden />
        <div className="space-y-1 text-sm">
          <p className="font-semibold">How Top Talent is chosen</p>
          <ul className="list-disc space-y-1 pl-4 text-muted-foreground">
            <li>Companies rate candidates from 1 to 5 stars.</li>
            <li>{`Candidates with at least ${MIN_RATINGS_FOR_RANKING} ratings in a week are ranked by their average rating, then by number of ratings.`}</li>
            <li>Rankings are published every Monday at midnight for the week that just ended (Monday to Sunday).</li>
            <li>The top three earn the Top Talent, Runner Up and Third Place badges.</li>
            <li>{`The list shows the first ${RANKING_LIST_LIMIT} places of the week.`}</li>
            <li>Review stays blind: companies and candidates see each candidate by number and pitch title, never by name.</li>
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}
