import { useLocalStore } from '../hooks/use-local-store';
import { useNow } from '../hooks/use-now';
import { stores } from '../lib/stores';
import { completeTask, createTask, moveTask, startTask, startTimer, stopTimer } from '../lib/tasks';
import type { Task, TaskStatus } from '../lib/schemas';
import { TaskBoard } from './task-board';
import { TaskForm } from './task-form';

export function TasksTab() {
  const [tasks, setTasks] = useLocalStore(stores.tasks);
  const [timer, setTimer] = useLocalStore(stores.activeTimer);
  const now = useNow(timer !== null, 1000);
  const runningSeconds = timer ? Math.max(0, Math.floor((now - timer.startedAt) / 1000)) : 0;

  const update = (id: string, fn: (task: Task) => Task) =>
    setTasks((current) => current.map((task) => (task.id === id ? fn(task) : task)));

  // A completed or deleted task's running timer stops and keeps the time it measured.
  const stopIfRunning = (id: string) => {
    if (timer?.taskId !== id) return;
    setTasks((current) => stopTimer(current, timer, Date.now()));
    setTimer(() => null);
  };

  const onMove = (id: string, status: TaskStatus) => {
    if (status === 'completed') stopIfRunning(id);
    update(id, (task) => moveTask(task, status));
  };

  const onToggleTimer = (id: string) => {
    const at = Date.now();
    if (timer?.taskId === id) {
      stopIfRunning(id);
      return;
    }
    const next = startTimer(tasks, timer, id, at);
    setTasks(() => next.tasks);
    setTimer(() => next.timer);
  };

  return (
    <div className="flex flex-col gap-4">
      <TaskForm onAdd={(input) => setTasks((current) => [...current, createTask(input)])} />
      <TaskBoard
        tasks={tasks}
        timer={timer}
        runningSeconds={runningSeconds}
        onReorder={setTasks}
        onMove={onMove}
        onStart={(id) => update(id, startTask)}
        onComplete={(id) => {
          stopIfRunning(id);
          update(id, completeTask);
        }}
        onToggleTimer={onToggleTimer}
        onDelete={(id) => {
          if (timer?.taskId === id) setTimer(() => null);
          setTasks((current) => current.filter((task) => task.id !== id));
        }}
      />
    </div>
  );
}
