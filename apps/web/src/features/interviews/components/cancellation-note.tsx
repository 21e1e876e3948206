import { INTERVIEW_TEXTS } from '@takeoff/shared/interviews';

/** What a cancelled interview's card says instead of its room: cancelled, and the company's reason if it gave one. */
export function CancellationNote({ reason }: { reason: string | null }) {
  return (
    <p className="rounded-lg border border-status-closed/40 bg-status-closed/10 p-3 text-sm text-status-closed" data-testid="interview-cancelled">
      <span className="font-semibold">{INTERVIEW_TEXTS.cancelled}</span>
      {reason ? <span className="text-foreground"> — {reason}</span> : null}
    </p>
  );
}
