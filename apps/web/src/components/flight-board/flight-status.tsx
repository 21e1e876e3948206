import { usePublicT } from '@/lib/public-i18n';
import { cn } from '@/lib/class-names';

export type FlightStatus = 'live' | 'boarding' | 'expiring' | 'closed';

const tones: Record<FlightStatus, string> = {
  live: 'text-status-live border-status-live/50',
  boarding: 'text-status-boarding border-status-boarding/50',
  expiring: 'text-status-expiring border-status-expiring/50',
  closed: 'text-status-closed border-status-closed/50',
};

const dots: Record<FlightStatus, string> = {
  live: 'bg-status-live',
  boarding: 'bg-status-boarding',
  expiring: 'bg-status-expiring',
  closed: 'bg-status-closed',
};

/** A board status lamp: live green, boarding blue, expiring yellow, closed red. */
export function FlightStatusBadge({
  status,
  label,
  className,
}: {
  status: FlightStatus;
  label?: string;
  className?: string;
}) {
  const { t } = usePublicT('public');
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 whitespace-nowrap rounded border bg-board-cell px-1.5 py-0.5 font-mono text-[11px] font-bold uppercase tracking-wide sm:px-2 sm:text-xs sm:tracking-wider',
        tones[status],
        className,
      )}
    >
      <span
        aria-hidden
        className={cn(
          'size-1.5 rounded-full',
          dots[status],
          status === 'live' && 'motion-safe:animate-pulse',
        )}
      />
      {label ?? t(`flightStatus.${status}`)}
    </span>
  );
}
