import type { InterviewDisplayStatus } from '@takeoff/shared/interviews';
import { FlightStatusBadge, type FlightStatus } from '@/components/flight-board/flight-status';

const tone: Record<InterviewDisplayStatus, FlightStatus> = {
  live: 'live',
  upcoming: 'boarding',
  ended: 'closed',
  completed: 'closed',
  cancelled: 'closed',
};

export function InterviewStatusBadge({ status }: { status: InterviewDisplayStatus }) {
  return <FlightStatusBadge status={tone[status]} label={status} />;
}
