import { useEffect, useRef, useSyncExternalStore } from 'react';

/** The part of the page's Socket.IO client that other features listen on. */
export interface RealtimeSocket {
  on(event: string, listener: (payload: unknown) => void): unknown;
  off(event: string, listener: (payload: unknown) => void): unknown;
}

// The page holds one socket (opened by the notifications feature while signed in); features that need other
// events subscribe here instead of opening a second connection.
let current: RealtimeSocket | null = null;
const watchers = new Set<() => void>();

/** Called by the socket's owner when it opens (the socket) and closes (null). */
export function setRealtimeSocket(socket: RealtimeSocket | null) {
  current = socket;
  for (const watcher of watchers) watcher();
}

const subscribe = (watcher: () => void) => {
  watchers.add(watcher);
  return () => watchers.delete(watcher);
};

/** Calls `listener` for every `event` the server pushes while this component is mounted. */
export function useRealtimeEvent<T>(event: string, listener: (payload: T) => void) {
  const socket = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    if (!socket) return;
    // The payload's shape is the event's contract (packages/shared); the socket itself is untyped here.
    const handler = (payload: unknown) => latest.current(payload as T);
    socket.on(event, handler);
    return () => void socket.off(event, handler);
  }, [socket, event]);
}
