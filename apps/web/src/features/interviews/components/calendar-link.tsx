import { CalendarPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/features/interviews/i18n';

/** The interview's .ics invite, for any calendar. */
export function CalendarLink({ interviewId }: { interviewId: number }) {
  const { t } = useT();
  return (
    <Button size="sm" variant="ghost" className="justify-self-start" asChild>
      <a
        href={`/api/interviews/${interviewId}/calendar.ics`}
        download={`takeoff-interview-${interviewId}.ics`}
      >
        <CalendarPlus aria-hidden /> {t('card.addToCalendar')}
      </a>
    </Button>
  );
}
