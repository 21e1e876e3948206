import { useEffect, useState } from 'react';
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

/** The hero's decorative board: sample jobs and a ticking split-flap clock. */
export function DepartureBoard() {
  const [now, setNow] = useState(() => clockText(new Date()));
  useEffect(() => {
    const timer = window.setInterval(() => setNow(clockText(new Date())), 15_000);
    return () => window.clearInterval(timer);
  }, []);

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
