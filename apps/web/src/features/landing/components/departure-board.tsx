import { useSyncExternalStore } from 'react';
import { FlightBoard, type FlightBoardColumn } from '@/components/flight-board/flight-board';
import { FlightStatusBadge } from '@/components/flight-board/flight-status';
import { SplitFlapText } from '@/components/flight-board/split-flap-text';
import { useT } from '../i18n';
import { sampleFlights, type SampleFlight } from './sample-flights';

type T = ReturnType<typeof useT>['t'];

const columnsIn = (t: T): FlightBoardColumn<SampleFlight>[] => [
  {
    key: 'departure',
    header: t('board.time'),
    cell: (row) => <SplitFlapText value={row.departure} tone="white" />,
    hideBelow: 'sm',
  },
  {
    key: 'flight',
    header: t('board.flight'),
    cell: (row) => (
      <span className="font-mono text-xs font-bold text-board sm:text-sm">{row.flight}</span>
    ),
  },
  {
    key: 'destination',
    header: t('board.destination'),
    cell: (row) => (
      <span className="block min-w-0">
        <span className="block font-mono text-xs font-semibold uppercase text-board-white sm:text-sm">
          {t(`samples.${row.destination}`)}
        </span>
        <span className="block text-xs text-muted-foreground">{row.company}</span>
      </span>
    ),
  },
  {
    key: 'gate',
    header: t('board.gate'),
    cell: (row) => (
      <span className="font-mono text-sm uppercase text-board-white">
        {t(`samples.${row.gate}`)}
      </span>
    ),
    hideBelow: 'md',
  },
  {
    key: 'status',
    header: t('board.status'),
    cell: (row) => (
      <FlightStatusBadge status={row.status} label={t(`samples.${row.statusLabel}`)} />
    ),
  },
];

const clockText = (date: Date) => date.toTimeString().slice(0, 5);

function subscribeToClock(onTick: () => void) {
  const timer = window.setInterval(onTick, 15_000);
  return () => window.clearInterval(timer);
}

/**
 * The visitor's local time. The prerendered page (built long before) shows blank cells, and so does the
 * render that attaches to it; the clock flips to the time right after.
 */
function useLocalTime() {
  return useSyncExternalStore(
    subscribeToClock,
    () => clockText(new Date()),
    () => '--:--',
  );
}

/** The hero's decorative board: sample jobs and a ticking split-flap clock. */
export function DepartureBoard() {
  const now = useLocalTime();
  const { t } = useT();

  return (
    <FlightBoard
      title={t('board.title')}
      caption={t('board.caption')}
      columns={columnsIn(t)}
      rows={sampleFlights}
      rowKey={(row) => row.flight}
      footer={
        <div className="flex items-center justify-between gap-2">
          <span className="font-mono text-[11px] uppercase tracking-[0.2em] text-muted-foreground">
            {t('board.localTime')}
          </span>
          <SplitFlapText value={now} size="sm" />
        </div>
      }
    />
  );
}
