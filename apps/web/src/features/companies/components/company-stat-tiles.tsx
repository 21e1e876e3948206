import type { CompanyStats } from '@takeoff/shared/companies';

/** The four real figures of a company card, in the board's split-flap face. */
export function CompanyStatTiles({ stats }: { stats: CompanyStats }) {
  const tiles = [
    { label: 'Open Jobs', value: String(stats.openJobs) },
    { label: 'Applications', value: String(stats.applicationsReceived) },
    { label: 'Interviews', value: String(stats.interviewsHeld) },
    { label: 'Rating', value: stats.averageRating === null ? '—' : stats.averageRating.toFixed(1) },
  ];
  return (
    // Four across only when the card (not the screen) is wide enough for 'APPLICATIONS' whole; labels never truncate.
    <div className="@container">
      <dl className="grid grid-cols-2 gap-2 @md:grid-cols-4">
        {tiles.map((tile) => (
          // dt before dd for valid markup; flex-col-reverse shows the figure on top.
          <div key={tile.label} className="flex min-w-0 flex-col-reverse rounded-md border border-border bg-board-cell px-1 py-2 text-center">
            <dt className="text-[0.65rem] break-words uppercase tracking-wide text-muted-foreground">{tile.label}</dt>
            <dd className="font-mono text-lg font-bold text-board">{tile.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
