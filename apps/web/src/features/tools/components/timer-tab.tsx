import { useEffect, useState } from 'react';
import { Pause, Play, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useT } from '../i18n';
import { playAlarm } from '../lib/chime';
import {
  formatClock,
  initialPomodoro,
  pausePomodoro,
  remainingAt,
  startPomodoro,
  tickPomodoro,
  type PomodoroState,
} from '../lib/pomodoro';

export function TimerTab() {
  const { t } = useT();
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
      <h3 className="text-lg font-semibold">{t('timer.title')}</h3>
      <p
        role="timer"
        aria-label={t('timer.remaining')}
        data-testid="pomodoro-clock"
        className="rounded-lg bg-board-cell px-6 py-3 font-mono text-6xl font-bold tracking-widest text-board tabular-nums"
      >
        {formatClock(remaining)}
      </p>
      <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="pomodoro-status">
        {t(`timer.${state.status}`)}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {state.status === 'running' ? (
          <Button onClick={() => setState(pausePomodoro(state, Date.now()))}>
            <Pause aria-hidden /> {t('timer.pause')}
          </Button>
        ) : (
          <Button onClick={() => setState(startPomodoro(state, Date.now()))}>
            <Play aria-hidden /> {state.status === 'paused' ? t('timer.resume') : t('timer.start')}
          </Button>
        )}
        <Button variant="outline" onClick={() => setState(initialPomodoro)}>
          <RotateCcw aria-hidden /> {t('timer.reset')}
        </Button>
      </div>
    </Card>
  );
}
