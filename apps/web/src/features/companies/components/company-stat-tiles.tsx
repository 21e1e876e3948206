import type { CompanyStats } from '@takeoff/shared/companies';
import { currentLocale } from '@/lib/i18n';
import { useT } from '../i18n';

/** The four real figures of a company card, in the board's split-flap face. */
export function CompanyStatTiles({ stats }: { stats: CompanyStats }) {
  const { t } = useT();
  const rating = new Intl.NumberFormat(currentLocale() === 'el' ? 'el-GR' : 'en-US', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const tiles = [
    { key: 'openJobs', label: t('stats.openJobs'), value: String(stats.openJobs) },
    {
      key: 'applications',
      label: t('stats.applications'),
      value: String(stats.applicationsReceived),
    },
    { key: 'interviews', label: t('stats.interviews'), value: String(stats.interviewsHeld) },
    {
      key: 'rating',
      label: t('stats.rating'),
      value: stats.averageRating === null ? '—' : rating.format(stats.averageRating),
    },
  ];
  return (
    // Four across only when the card (not the screen) is wide enough for 'APPLICATIONS' whole; labels never truncate.
    <div className="@container">
      <dl className="grid grid-cols-2 gap-2 @md:grid-cols-4">
        {tiles.map((tile) => (
          // dt before dd for valid markup; flex-col-reverse shows the figure on top.
          <div
            key={tile.key}
            className="flex min-w-0 flex-col-reverse rounded-md border border-border bg-board-cell px-1 py-2 text-center"
          >
            <dt className="text-[0.65rem] break-words uppercase tracking-wide text-muted-foreground">
              {tile.label}
            </dt>
            <dd className="font-mono text-lg font-bold text-board">{tile.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
