import { CalendarPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The interview's .ics invite, for any calendar. */
export function CalendarLink({ interviewId }: { interviewId: number }) {
  return (
    <Button size="sm" variant="ghost" className="justify-self-start" asChild>
      <a
        href={`/api/interviews/${interviewId}/calendar.ics`}
        download={`takeoff-interview-${interviewId}.ics`}
      >
        <CalendarPlus aria-hidden /> Add to calendar
      </a>
    </Button>
  );
}
