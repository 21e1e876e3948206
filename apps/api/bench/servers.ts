import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { BenchRequest, ChildCommand, ChildMessage, Recording } from './server-child';

export interface RouteInfo {
  method: string;
  path: string;
  access: unknown;
}

type Command = ChildCommand extends infer C
  ? C extends { id: number }
    ? Omit<C, 'id'>
    : never
  : never;

/** The app and the bare server in a child process (server-child.ts), driven over IPC. */
export interface Servers {
  app: string;
  bare: string;
  routes: RouteInfo[];
  /** Sends one request to the app and returns what it answered and every statement it ran. */
  record(request: BenchRequest): Promise<Recording>;
  /** Records one request and makes the bare server answer the same method and path with the same statements. */
  install(request: BenchRequest): Promise<{
    recording: Recording;
    template: { statements: number; roundTrips: number; traced: string };
  }>;
  /** Server-side times since the last call. */
  times(server: 'app' | 'bare'): Promise<number[]>;
  /** CPU time the server process has used so far, in µs (user + system). */
  cpu(): Promise<number>;
  stop(): Promise<void>;
}

export async function startServers(databaseUrl: string): Promise<Servers> {
  const child: ChildProcess = fork(path.join(import.meta.dirname, 'server-child.ts'), [], {
    // BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the server process there (open it in Chrome's DevTools).
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
        : []),
    ],
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  const ready = new Promise<Extract<ChildMessage, { type: 'ready' }>>((resolve, reject) => {
    child.once('exit', (code) => {
      const error = new Error(`bench server process exited with ${code}`);
      reject(error);
      for (const w of waiting.values()) w.reject(error);
      waiting.clear();
    });
    child.on('message', (message: ChildMessage) => {
      if ('type' in message) return resolve(message);
      const w = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.ok) w?.resolve(message.result);
      else w?.reject(new Error(message.error));
    });
  });
  const send = <T>(command: Command) =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      child.send({ ...command, id });
    });
  const started = await ready;
  return {
    app: started.app,
    bare: started.bare,
    routes: started.routes,
    record: (request) => send({ type: 'record', request }),
    install: (request) => send({ type: 'install', request }),
    times: (server) => send({ type: 'times', server }),
    cpu: () => send({ type: 'cpu' }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.disconnect();
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}
