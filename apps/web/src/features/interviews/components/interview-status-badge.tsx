import type { InterviewDisplayStatus } from '@takeoff/shared/interviews';
import { FlightStatusBadge, type FlightStatus } from '@/components/flight-board/flight-status';
import { useT } from '@/features/interviews/i18n';

const tone: Record<InterviewDisplayStatus, FlightStatus> = {
  live: 'live',
  upcoming: 'boarding',
  ended: 'closed',
  completed: 'closed',
  cancelled: 'closed',
};

export function InterviewStatusBadge({ status }: { status: InterviewDisplayStatus }) {
  const { t } = useT();
  return <FlightStatusBadge status={tone[status]} label={t(`status.${status}`)} />;
}
