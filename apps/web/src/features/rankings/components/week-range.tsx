import { DEFAULT_RANKINGS_TIMEZONE, formatWeekRange, weekRange } from '@takeoff/shared/rankings';

type Week = { weekStart: string; weekEnd: string; timeZone: string };

function currentWeek(): Week {
  const { start, end } = weekRange(new Date(), DEFAULT_RANKINGS_TIMEZONE);
  return { weekStart: start.toISOString(), weekEnd: end.toISOString(), timeZone: DEFAULT_RANKINGS_TIMEZONE };
}

/** The range of the published week shown, or of the current week (default zone) when nothing is shown. */
export function WeekRangeText({ week, className }: { week?: Week | undefined; className?: string }) {
  const shown = week ?? currentWeek();
  return (
    <span className={className} data-testid="week-range">
      {formatWeekRange(shown.weekStart, shown.weekEnd, shown.timeZone)}
    </span>
  );
}
