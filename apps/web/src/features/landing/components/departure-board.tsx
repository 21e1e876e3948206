import { useSyncExternalStore } from 'react';
import { FlightBoard, type FlightBoardColumn } from '@/components/flight-board/flight-board';
import { FlightStatusBadge } from '@/components/flight-board/flight-status';
import { SplitFlapText } from '@/components/flight-board/split-flap-text';
import { sampleFlights, type SampleFlight } from './sample-flights';

const columns: FlightBoardColumn<SampleFlight>[] = [
  { key: 'departure', header: 'Time', cell: (row) => <SplitFlapText value={row.departure} tone="white" />, hideBelow: 'sm' },
  { key: 'flight', header: 'Flight', cell: (row) => <span className="font-mono text-xs font-bold text-board sm:text-sm">{row.flight}</span> },
  {
    key: 'destination',
    header: 'Destination',
    cell: (row) => (
      <span className="block min-w-0">
        <span className="block font-mono text-xs font-semibold uppercase text-board-white sm:text-sm">{row.destination}</span>
        <span className="block text-xs text-muted-foreground">{row.company}</span>
      </span>
    ),
  },
  { key: 'gate', header: 'Gate', cell: (row) => <span className="font-mono text-sm uppercase text-board-white">{row.gate}</span>, hideBelow: 'md' },
  { key: 'status', header: 'Status', cell: (row) => <FlightStatusBadge status={row.status} label={row.statusLabel} /> },
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
  return useSyncExternalStore(subscribeToClock, () => clockText(new Date()), () => '--:--');
}

/** The hero's decorative board: sample jobs and a ticking split-flap clock. */
export function DepartureBoard() {
  const now = useLocalTime();

  return (
    <FlightBoard
      title="Departures"
      caption="Sample job departures"
      columns={columns}
      rows={sampleFlights}
      rowKey={(row) => row.flight}
      footer={
        <div className="flex items-center justify-between gap-2">
          <span className="font-mono text-[11px] uppercase tracking-[0.2em] text-muted-foreground">Local time</span>
          <SplitFlapText value={now} size="sm" />
        </div>
      }
    />
  );
}
