import { DEFAULT_RANKINGS_TIMEZONE, weekRange } from '@takeoff/shared/rankings';
import { useT } from '../i18n';
import { weekRangeText } from '../lib/texts';

type Week = { weekStart: string; weekEnd: string; timeZone: string };

function currentWeek(): Week {
  const { start, end } = weekRange(new Date(), DEFAULT_RANKINGS_TIMEZONE);
  return {
    weekStart: start.toISOString(),
    weekEnd: end.toISOString(),
    timeZone: DEFAULT_RANKINGS_TIMEZONE,
  };
}

/** The range of the published week shown, or of the current week (default zone) when nothing is shown. */
export function WeekRangeText({
  week,
  className,
}: {
  week?: Week | undefined;
  className?: string;
}) {
  const shown = week ?? currentWeek();
  // Re-renders when the language changes (the range is written in it).
  useT();
  return (
    <span className={className} data-testid="week-range">
      {weekRangeText(shown.weekStart, shown.weekEnd, shown.timeZone)}
    </span>
  );
}
