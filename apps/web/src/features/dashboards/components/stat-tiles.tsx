import { Briefcase, Eye, Heart, Video, type LucideIcon } from 'lucide-react';
import type { CandidateStats } from '@takeoff/shared/dashboards';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/class-names';
import { Skeleton } from '@/components/ui/skeleton';
import { useCandidateStats } from '../api/get-candidate-stats';
import { useT } from '../i18n';

const TILES: { key: keyof CandidateStats; icon: LucideIcon; to?: string }[] = [
  { key: 'applications', icon: Briefcase, to: '/candidate/applications' },
  { key: 'interviews', icon: Video },
  {
    key: 'savedJobs',
    icon: Heart,
    to: '/candidate/applications#saved-jobs-title',
  },
  { key: 'profileViews', icon: Eye },
];

/** The four figures, counted by the server from the candidate's own rows. */
export function StatTiles() {
  const { t } = useT();
  const { data, isPending, isError } = useCandidateStats();
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="candidate-stats">
      {TILES.map(({ key, icon: Icon, to }) => {
        const label = t(`stats.${key}`);
        const tile = (
          <Card
            key={key}
            className={cn(
              'flex items-center gap-2 p-3 sm:gap-3 sm:p-4',
              to && 'transition-colors hover:border-primary',
            )}
          >
            <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-board-cell sm:size-10">
              <Icon className="size-4 text-board sm:size-5" aria-hidden />
            </span>
            <div className="min-w-0">
              <p className="break-words text-xs text-muted-foreground sm:text-sm">{label}</p>
              {isPending ? (
                <Skeleton className="mt-1 h-7 w-10" />
              ) : (
                <p
                  className="font-mono text-2xl font-bold text-board"
                  aria-label={t('stats.valueLabel', {
                    label,
                    value: isError ? t('stats.unavailable') : data[key],
                  })}
                >
                  {isError ? '–' : data[key]}
                </p>
              )}
            </div>
          </Card>
        );
        // Applications and Saved Jobs open the lists behind the numbers.
        return to ? (
          <Link
            key={key}
            to={to}
            className="rounded-xl focus-visible:outline-2 focus-visible:outline-ring"
          >
            {tile}
          </Link>
        ) : (
          tile
        );
      })}
    </div>
  );
}
