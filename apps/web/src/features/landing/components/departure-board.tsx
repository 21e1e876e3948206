import { useSyncExternalStore } from 'react';
import type { DepartureFlight } from '@takeoff/shared/public-pages';
import { headlineForReader } from '@takeoff/shared/job-translations';
import { FlightBoard, type FlightBoardColumn } from '@/components/flight-board/flight-board';
import { FlightStatusBadge } from '@/components/flight-board/flight-status';
import { SplitFlapText } from '@/components/flight-board/split-flap-text';
import { useDepartures, type Departures } from '../api/get-departures';
import { useT } from '../i18n';

type T = ReturnType<typeof useT>['t'];

const flightHref = (row: DepartureFlight) => `/flights/${row.flightNumber}`;

const columnsIn = (t: T): FlightBoardColumn<DepartureFlight>[] => [
  {
    key: 'departure',
    header: t('board.time'),
    cell: (row) => <SplitFlapText value={row.departureTime ?? '--:--'} tone="white" />,
    hideBelow: 'sm',
  },
  {
    key: 'flight',
    header: t('board.flight'),
    cell: (row) => (
      <a
        className="whitespace-nowrap font-mono text-xs font-bold text-board underline-offset-2 hover:underline sm:text-sm"
        href={flightHref(row)}
      >
        {row.flightNumber}
      </a>
    ),
  },
  {
    key: 'destination',
    header: t('board.destination'),
    cell: (row) => (
      <span className="block min-w-0">
        <a
          className="block font-mono text-xs font-semibold uppercase break-words text-board-white hover:underline sm:text-sm"
          href={flightHref(row)}
        >
          {row.title}
        </a>
        <span className="block text-xs break-words text-muted-foreground">{row.companyName}</span>
      </span>
    ),
  },
  {
    key: 'gate',
    header: t('board.gate'),
    cell: (row) => (
      <span className="font-mono text-sm uppercase break-words text-board-white">
        {row.location}
      </span>
    ),
    hideBelow: 'md',
  },
  {
    key: 'status',
    header: t('board.status'),
    cell: (row) => <FlightStatusBadge status={row.status} />,
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

function emptyMessage(t: T, departures: Departures) {
  if (departures.state === 'loading') return t('board.loading');
  if (departures.state === 'failed') return t('board.failed');
  return t('board.none');
}

/** The hero's board: the newest open flights on Takeoff (or none), each a link to its page, and a local clock. */
export function DepartureBoard() {
  const now = useLocalTime();
  const departures = useDepartures();
  const { t, language } = useT();
  // Each flight's title and place in the reader's language where its company wrote them.
  const rows =
    departures.state === 'ready'
      ? departures.flights.map((row) => ({ ...row, ...headlineForReader(row, language) }))
      : [];

  return (
    <FlightBoard
      title={t('board.title')}
      caption={t('board.caption')}
      columns={columnsIn(t)}
      rows={rows}
      rowKey={(row) => row.flightNumber}
      emptyMessage={emptyMessage(t, departures)}
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
