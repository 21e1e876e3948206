import type { FlightStatus } from '@/components/flight-board/flight-status';
import type landing from '../locales/en.json';

/** A text of the sample rows: a key of `samples` in the landing catalogue. */
export type SampleText = keyof typeof landing.samples;

export type SampleFlight = {
  flight: string;
  destination: SampleText;
  company: string;
  gate: SampleText;
  departure: string;
  status: FlightStatus;
  statusLabel: SampleText;
};

/** Decorative sample rows for the landing board; the statuses are static (seeds §2). Company names are brands. */
export const sampleFlights: SampleFlight[] = [
  {
    flight: 'TO1204',
    destination: 'frontendEngineer',
    company: 'Skyline Labs',
    gate: 'remote',
    departure: '09:15',
    status: 'live',
    statusLabel: 'live',
  },
  {
    flight: 'TO2381',
    destination: 'productDesigner',
    company: 'Aurora Studio',
    gate: 'athens',
    departure: '10:40',
    status: 'boarding',
    statusLabel: 'boarding',
  },
  {
    flight: 'TO4410',
    destination: 'dataAnalyst',
    company: 'Meridian Data',
    gate: 'berlin',
    departure: '11:05',
    status: 'expiring',
    statusLabel: 'expiring',
  },
  {
    flight: 'TO5127',
    destination: 'marketingLead',
    company: 'Brandwave',
    gate: 'lisbon',
    departure: '12:30',
    status: 'closed',
    statusLabel: 'gateClosing',
  },
  {
    flight: 'TO6093',
    destination: 'backendDeveloper',
    company: 'Northwind Tech',
    gate: 'hybrid',
    departure: '13:55',
    status: 'live',
    statusLabel: 'live',
  },
];
