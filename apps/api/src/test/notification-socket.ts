import { io, type Socket } from 'socket.io-client';
import {
  SOCKET_REFUSAL,
  type Notification,
  type NotificationEvent,
  type ServerToClientEvents,
} from '@takeoff/shared/notifications';
import { pause, RETRY_PAUSE_MS } from './load-writes';

const EVENTS: NotificationEvent[] = [
  'notification:new',
  'notification:new_video',
  'notification:new_application',
];
const MAX_HANDSHAKES = 600;

/** A user's notification socket to a server process, as the SPA holds one; it records every push. */
export class NotificationSocket {
  readonly received: Notification[] = [];
  private readonly socket: Socket<ServerToClientEvents>;

  constructor(url: string, token: string) {
    // Connections are made explicitly, so the test decides when a client is away.
    this.socket = io(url, {
      transports: ['websocket'],
      auth: { token },
      autoConnect: false,
      reconnection: false,
    });
    for (const event of EVENTS)
      this.socket.on(event, (notification) => this.received.push(notification));
  }

  get connected() {
    return this.socket.connected;
  }

  /** One handshake: 'connected', or why it failed (the server's refusal code, or the transport's error). */
  handshake(): Promise<string> {
    return new Promise((resolve) => {
      const finish = (result: string) => {
        this.socket.off('connect', onConnect);
        this.socket.off('connect_error', onError);
        resolve(result);
      };
      const onConnect = () => finish('connected');
      const onError = (error: Error) => finish(error.message);
      this.socket.on('connect', onConnect);
      this.socket.on('connect_error', onError);
      this.socket.connect();
    });
  }

  /** Connects, retrying while the server answers UNAVAILABLE, as the SPA does; returns the final answer. */
  async connect(): Promise<{ result: string; unavailable: number }> {
    let unavailable = 0;
    for (let attempt = 0; attempt < MAX_HANDSHAKES; attempt++) {
      const result = await this.handshake();
      if (result !== SOCKET_REFUSAL.unavailable) return { result, unavailable };
      unavailable++;
      await pause(RETRY_PAUSE_MS);
    }
    return { result: 'gave up', unavailable };
  }

  disconnect() {
    this.socket.disconnect();
  }
}
