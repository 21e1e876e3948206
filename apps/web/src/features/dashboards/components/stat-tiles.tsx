import { Briefcase, Eye, Heart, Video, type LucideIcon } from 'lucide-react';
import type { CandidateStats } from '@takeoff/shared/dashboards';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/class-names';
import { Skeleton } from '@/components/ui/skeleton';
import { useCandidateStats } from '../api/get-candidate-stats';

const TILES: { key: keyof CandidateStats; label: string; icon: LucideIcon; to?: string }[] = [
  { key: 'applications', label: 'Applications', icon: Briefcase, to: '/candidate/applications' },
  { key: 'interviews', label: 'Interviews', icon: Video },
  {
    key: 'savedJobs',
    label: 'Saved Jobs',
    icon: Heart,
    to: '/candidate/applications#saved-jobs-title',
  },
  { key: 'profileViews', label: 'Profile Views', icon: Eye },
];

/** The four figures, counted by the server from the candidate's own rows. */
export function StatTiles() {
  const { data, isPending, isError } = useCandidateStats();
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="candidate-stats">
      {TILES.map(({ key, label, icon: Icon, to }) => {
        const tile = (
          <Card
            key={key}
            className={cn(
              'flex items-center gap-3 p-4',
              to && 'transition-colors hover:border-primary',
            )}
          >
            <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-board-cell">
              <Icon className="size-5 text-board" aria-hidden />
            </span>
            <div className="min-w-0">
              <p className="truncate text-xs text-muted-foreground sm:text-sm">{label}</p>
              {isPending ? (
                <Skeleton className="mt-1 h-7 w-10" />
              ) : (
                <p
                  className="font-mono text-2xl font-bold text-board"
                  aria-label={`${label}: ${isError ? 'unavailable' : data[key]}`}
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
