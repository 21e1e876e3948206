import { describe, expect, it } from 'vitest';
import {
  canTime,
  completeTask,
  createTask,
  moveTask,
  startTask,
  startTimer,
  stopTimer,
} from './tasks';
import {
  POMODORO_MS,
  formatClock,
  initialPomodoro,
  pausePomodoro,
  remainingAt,
  startPomodoro,
  tickPomodoro,
} from './pomodoro';

const base = () =>
  createTask(
    { title: ' Prep interview ', description: '', priority: 'medium', estimatedTime: 60 },
    new Date('2026-01-01'),
    't1',
  );

describe('task transitions', () => {
  it('creates a todo task with no time spent and a 60 minute estimate', () => {
    expect(base()).toMatchObject({
      id: 't1',
      title: 'Prep interview',
      status: 'todo',
      timeSpent: 0,
      estimatedTime: 60,
    });
  });

  it('Start moves todo to in-progress, Complete to completed, moves go anywhere', () => {
    const started = startTask(base());
    expect(started.status).toBe('in-progress');
    expect(startTask(completeTask(base())).status).toBe('completed');
    expect(completeTask(started).status).toBe('completed');
    expect(moveTask(completeTask(started), 'todo').status).toBe('todo');
  });

  it('completed tasks cannot be timed', () => {
    expect(canTime(base())).toBe(true);
    expect(canTime(completeTask(base()))).toBe(false);
  });

  it('starting the timer on a todo task moves it to in-progress and credits the previous timer', () => {
    const other = { ...base(), id: 't2' };
    const first = startTimer([base(), other], null, 't1', 1_000);
    expect(first.tasks[0]?.status).toBe('in-progress');
    expect(first.timer).toEqual({ taskId: 't1', startedAt: 1_000 });
    const second = startTimer(first.tasks, first.timer, 't2', 91_500);
    expect(second.tasks[0]?.timeSpent).toBe(90);
    expect(second.tasks[1]?.status).toBe('in-progress');
    expect(stopTimer(second.tasks, second.timer, 101_500)[1]?.timeSpent).toBe(10);
  });

  it('does not start a timer on a completed task', () => {
    const done = completeTask(base());
    expect(startTimer([done], null, 't1', 0)).toEqual({ tasks: [done], timer: null });
  });
});

describe('pomodoro', () => {
  it('counts down from 25:00 by wall-clock time, pauses, and finishes at zero', () => {
    expect(formatClock(remainingAt(initialPomodoro, 0))).toBe('25:00');
    const running = startPomodoro(initialPomodoro, 0);
    expect(formatClock(remainingAt(running, 60_000))).toBe('24:00');
    const paused = pausePomodoro(running, 60_000);
    expect(remainingAt(paused, 10 * 60_000)).toBe(POMODORO_MS - 60_000);
    const resumed = startPomodoro(paused, 100_000);
    expect(tickPomodoro(resumed, 100_000 + POMODORO_MS - 60_000)).toEqual({
      status: 'finished',
      remainingMs: 0,
    });
    expect(tickPomodoro(resumed, 100_001).status).toBe('running');
  });
});
