/**
 * Child process of notifications-realtime.bench.ts: holds the 1,000 Socket.IO clients so their
 * decoding does not share an event loop with the server. Reports each receipt as wall-clock ms.
 */
import { performance } from 'node:perf_hooks';
import { io as connect, type Socket } from 'socket.io-client';
import type { Notification, ServerToClientEvents } from '@takeoff/shared/notifications';

interface Start {
  url: string;
  tokens: string[];
}

const now = () => performance.timeOrigin + performance.now();
const sockets: Socket<ServerToClientEvents>[] = [];

// Receipts are stamped on arrival and sent in one IPC message per event-loop turn, so reporting
// does not slow the clients down.
let pending: { index: number; id: number; at: number }[] = [];
function report(receipt: { index: number; id: number; at: number }) {
  if (pending.length === 0)
    setImmediate(() => {
      process.send!({ type: 'receipts', receipts: pending });
      pending = [];
    });
  pending.push(receipt);
}

process.once('message', (message: Start) => {
  void (async () => {
    for (let i = 0; i < message.tokens.length; i += 100) {
      const t = performance.now();
      await Promise.all(
        message.tokens.slice(i, i + 100).map((token, j) => {
          const s: Socket<ServerToClientEvents> = connect(message.url, {
            transports: ['websocket'],
            reconnection: false,
            auth: { token },
          });
          sockets.push(s);
          const index = i + j;
          const onNotification = (n: Notification) => report({ index, id: n.id, at: now() });
          s.on('notification:new', onNotification);
          return new Promise<void>((resolve, reject) => {
            s.once('connect', () => resolve());
            s.once('connect_error', reject);
          });
        }),
      );
      if (process.env.BENCH_DEBUG)
        console.error(`batch ${i}: ${Math.round(performance.now() - t)} ms`);
    }
    process.send!({ type: 'ready' });
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});

process.on('disconnect', () => {
  for (const s of sockets) s.disconnect();
  process.exit(0);
});
