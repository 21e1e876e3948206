import { useEffect, useState } from 'react';
import { Pause, Play, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { playAlarm } from '../lib/chime';
import { formatClock, initialPomodoro, pausePomodoro, remainingAt, startPomodoro, tickPomodoro, type PomodoroState } from '../lib/pomodoro';

const STATUS_TEXT: Record<PomodoroState['status'], string> = {
  idle: 'Ready to focus',
  running: 'Focus time',
  paused: 'Paused',
  finished: "Time's up! Take a break.",
};

export function TimerTab() {
  const [state, setState] = useState<PomodoroState>(initialPomodoro);
  const [now, setNow] = useState(() => Date.now());
  const remaining = remainingAt(state, now);

  // Ticks from wall-clock time; reaching zero stops the timer and sounds the alarm once.
  useEffect(() => {
    if (state.status !== 'running') return;
    const id = window.setInterval(() => {
      const at = Date.now();
      setNow(at);
      const next = tickPomodoro(state, at);
      if (next !== state) {
        setState(next);
        playAlarm();
      }
    }, 250);
    return () => window.clearInterval(id);
  }, [state]);

  return (
    <Card className="mx-auto flex max-w-md flex-col items-center gap-5 p-6 text-center">
      <h3 className="text-lg font-semibold">Pomodoro Timer</h3>
      <p
        role="timer"
        aria-label="Pomodoro time remaining"
        data-testid="pomodoro-clock"
        className="rounded-lg bg-board-cell px-6 py-3 font-mono text-6xl font-bold tracking-widest text-board tabular-nums"
      >
        {formatClock(remaining)}
      </p>
      <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="pomodoro-status">
        {STATUS_TEXT[state.status]}
      </p>
      <div className="flex gap-3">
        {state.status === 'running' ? (
          <Button onClick={() => setState(pausePomodoro(state, Date.now()))}>
            <Pause aria-hidden /> Pause
          </Button>
        ) : (
          <Button onClick={() => setState(startPomodoro(state, Date.now()))}>
            <Play aria-hidden /> {state.status === 'paused' ? 'Resume' : 'Start'}
          </Button>
        )}
        <Button variant="outline" onClick={() => setState(initialPomodoro)}>
          <RotateCcw aria-hidden /> Reset
        </Button>
      </div>
    </Card>
  );
}
