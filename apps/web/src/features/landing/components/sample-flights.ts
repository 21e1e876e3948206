import type { FlightStatus } from '@/components/flight-board/flight-status';

export type SampleFlight = {
  flight: string;
  destination: string;
  company: string;
  gate: string;
  departure: string;
  status: FlightStatus;
  statusLabel: string;
};

/** Decorative sample rows for the landing board; the statuses are static (seeds §2). */
export const sampleFlights: SampleFlight[] = [
  { flight: 'TO1204', destination: 'Frontend Engineer', company: 'Skyline Labs', gate: 'Remote', departure: '09:15', status: 'live', statusLabel: 'LIVE' },
  { flight: 'TO2381', destination: 'Product Designer', company: 'Aurora Studio', gate: 'Athens', departure: '10:40', status: 'boarding', statusLabel: 'BOARDING' },
  { flight: 'TO4410', destination: 'Data Analyst', company: 'Meridian Data', gate: 'Berlin', departure: '11:05', status: 'expiring', statusLabel: 'EXPIRING' },
  { flight: 'TO5127', destination: 'Marketing Lead', company: 'Brandwave', gate: 'Lisbon', departure: '12:30', status: 'closed', statusLabel: 'GATE CLOSING' },
  { flight: 'TO6093', destination: 'Backend Developer', company: 'Northwind Tech', gate: 'Hybrid', departure: '13:55', status: 'live', statusLabel: 'LIVE' },
];
