/** Pomodoro length (seeds): 25 minutes. */
export const POMODORO_MS = 25 * 60 * 1000;

export type PomodoroState =
  | { status: 'idle'; remainingMs: number }
  | { status: 'running'; remainingMs: number; startedAt: number }
  | { status: 'paused'; remainingMs: number }
  | { status: 'finished'; remainingMs: 0 };

export const initialPomodoro: PomodoroState = { status: 'idle', remainingMs: POMODORO_MS };

/** Remaining time from wall-clock elapsed time (so throttled tabs and fake clocks stay exact). */
export function remainingAt(state: PomodoroState, now: number): number {
  if (state.status !== 'running') return state.remainingMs;
  return Math.max(0, state.remainingMs - Math.max(0, now - state.startedAt));
}

export function startPomodoro(state: PomodoroState, now: number): PomodoroState {
  if (state.status === 'running') return state;
  const remainingMs = state.status === 'finished' ? POMODORO_MS : state.remainingMs;
  return { status: 'running', remainingMs, startedAt: now };
}

export function pausePomodoro(state: PomodoroState, now: number): PomodoroState {
  return state.status === 'running'
    ? { status: 'paused', remainingMs: remainingAt(state, now) }
    : state;
}

/** A running timer that reached zero becomes finished (the caller plays the sound once on this change). */
export function tickPomodoro(state: PomodoroState, now: number): PomodoroState {
  return state.status === 'running' && remainingAt(state, now) === 0
    ? { status: 'finished', remainingMs: 0 }
    : state;
}

export function formatClock(ms: number): string {
  const total = Math.ceil(ms / 1000);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
