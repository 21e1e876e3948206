import { Link } from 'react-router';
import { Star, Trophy } from 'lucide-react';
import { RANKING_PANEL_LIMIT } from '@takeoff/shared/rankings';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useTopTalents } from '../api/get-top-talents';
import { PositionCell, RankBadge } from './rank-badge';
import { WeekRangeText } from './week-range';
import { useT } from '../i18n';
import { displayLabel, formatAverage } from '../lib/texts';

/**
 * Company dashboard panel: the top 10 talents of the latest week, then '+N more'. `enabled` false (the company has
 * not accepted the terms yet) asks nothing: the API would refuse it.
 */
export function TopTalentsPanel({ enabled = true }: { enabled?: boolean }) {
  const { data, isPending: loading } = useTopTalents(enabled);
  const { t } = useT();
  const isPending = enabled && loading;
  const entries = data ?? [];
  const shown = entries.slice(0, RANKING_PANEL_LIMIT);
  const more = entries.length - shown.length;
  return (
    <Card data-tour="top-talents-panel" data-testid="top-talents-panel">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Trophy className="size-5 text-board" aria-hidden />
          {t('texts.topTalentTitle')}
        </CardTitle>
        <WeekRangeText week={entries[0]} className="font-mono text-xs text-muted-foreground" />
      </CardHeader>
      <CardContent>
        {isPending ? (
          <p className="text-sm text-muted-foreground">{t('texts.loadingTopTalents')}</p>
        ) : shown.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('texts.panelEmptyTalent')}</p>
        ) : (
          <ol className="flex flex-col gap-2">
            {shown.map((entry) => (
              <li key={entry.id} className="flex items-center gap-3">
                <PositionCell position={entry.position} />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 text-sm font-semibold">
                    <span className="truncate">
                      {entry.candidate.name ?? displayLabel(entry.label)}
                    </span>
                    <RankBadge position={entry.position} />
                  </p>
                  {entry.pitch ? (
                    <p className="truncate text-xs text-muted-foreground">{entry.pitch.title}</p>
                  ) : null}
                </div>
                <span
                  className="flex shrink-0 items-center gap-1 text-sm"
                  title={t('ratingCount', { count: entry.ratingCount })}
                >
                  <Star className="size-4 fill-board text-board" aria-hidden />
                  <span className="font-mono font-bold text-board">
                    {formatAverage(entry.avgRating)}
                  </span>
                  <span className="sr-only">{t('ratingCount', { count: entry.ratingCount })}</span>
                </span>
              </li>
            ))}
          </ol>
        )}
        {more > 0 ? (
          <p className="mt-3 text-sm text-muted-foreground">
            {t('texts.moreTalents', { count: more })}
          </p>
        ) : null}
        <Button asChild variant="outline" size="sm" className="mt-4">
          <Link to="/top-talents">{t('talents.viewAll')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
