/** The Socket.IO room of one session: every socket a session opened joins it, on whichever instance. */
export const sessionRoom = (sessionId: number) => `session:${sessionId}`;

type Disconnect = (rooms: string[]) => void;

/**
 * Ends the live sockets of sessions that were just ended (logout, password or role change, erasure), at once and
 * on every instance (through the Redis adapter when configured). Before the socket server starts, or in tests
 * without one, there is nothing to disconnect.
 */
export class SessionSockets {
  private disconnect: Disconnect = () => {};

  attach(disconnect: Disconnect) {
    this.disconnect = disconnect;
  }

  end(sessionIds: readonly number[]) {
    if (sessionIds.length > 0) this.disconnect(sessionIds.map(sessionRoom));
  }
}
