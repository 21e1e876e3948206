import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Star } from 'lucide-react';
import type { TopTalentEntry } from '@takeoff/shared/rankings';
import { Button } from '@/components/ui/button';
import { PositionCell, RankBadge } from './rank-badge';
import { useT } from '../i18n';
import { displayLabel, formatAverage } from '../lib/texts';

/** One ranked candidate: the name for admins, 'Candidate #…' for everyone else (blind review). */
/** `profileTo`: where "View Profile" goes for this reader, or null when there is no page they may open. */
export function TopTalentRow({
  entry,
  actions,
  profileTo = null,
}: {
  entry: TopTalentEntry;
  actions?: ReactNode;
  profileTo?: string | null;
}) {
  const { t } = useT();
  const name = entry.candidate.name ?? displayLabel(entry.label);
  const title = entry.candidate.title ?? entry.pitch?.title ?? null;
  return (
    <li
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface-raised/40 p-4 sm:flex-row sm:items-center"
      data-testid="top-talent-row"
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <PositionCell position={entry.position} />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <span className="truncate font-semibold">{name}</span>
            <RankBadge position={entry.position} />
          </div>
          {title ? <p className="truncate text-sm text-muted-foreground">{title}</p> : null}
          <p className="mt-1 flex items-center gap-1.5 text-sm">
            <Star className="size-4 fill-board text-board" aria-hidden />
            <span className="font-mono font-bold text-board">{formatAverage(entry.avgRating)}</span>
            <span className="text-muted-foreground">
              ({t('ratingCount', { count: entry.ratingCount })})
            </span>
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:justify-end">
        {actions}
        {profileTo ? (
          <Button asChild variant="outline" size="sm">
            <Link to={profileTo}>{t('texts.viewProfile')}</Link>
          </Button>
        ) : null}
      </div>
    </li>
  );
}
