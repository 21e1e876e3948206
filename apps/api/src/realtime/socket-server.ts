import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { and, gt, inArray } from 'drizzle-orm';
import { sessions } from '../db/schema/auth';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@takeoff/shared/locale';
import { SOCKET_REFUSAL, type ServerToClientEvents } from '@takeoff/shared/notifications';
import type { AppDeps } from '../deps';
import { clientAddress, compileTrust } from '../http/client-address';
import { addressKey, windowCounter } from '../http/rate-limit';
import { readsOrganisationInbox, readToken, type SessionUser } from '../http/session';
import { resolveSession } from '../modules/auth/session-store';
import { sessionRoom } from './session-sockets';
import {
  audienceOf,
  type NotificationAudience,
  type NotificationEmitter,
} from '../modules/notifications/notifications.service';

interface SocketData {
  user: SessionUser;
}

const SESSION_SWEEP_MS = 60_000;

export const userRoom = (userId: number) => `user:${userId}`;
export const audienceRoom = (audience: NotificationAudience) => `audience:${audience}`;
/** An audience's sockets by the language their user had chosen when they connected (English: none chosen). */
export const audienceLocaleRoom = (audience: NotificationAudience, locale: Locale) =>
  `audience:${audience}:${locale}`;

/**
 * Socket.IO on the page's own origin. The handshake is authenticated from the session cookie or a
 * bearer token (header or `auth.token`); each socket joins its user's room and its role's room.
 * With Redis configured, the adapter carries emits to sockets held by other instances.
 */
export async function createSocketServer(
  httpServer: HttpServer,
  deps: AppDeps,
  redis: Redis | null,
) {
  const io: TakeoffServer = new Server(httpServer, {
    path: '/socket.io',
    serveClient: false,
    cors: { origin: deps.config.appOrigin, credentials: true },
    // A browser handshake from another site is refused even if it carries our cookie (cross-site WebSocket hijacking).
    allowRequest: (req, callback) =>
      callback(null, sameOrigin(req.headers.origin, req.headers.host, deps.config.appOrigin)),
  });

  if (redis) {
    const { createAdapter } = await import('@socket.io/redis-adapter');
    const { pub, sub } = adapterClients(redis, deps.logger);
    io.adapter(createAdapter(pub, sub));
    // io.close() closes the HTTP server; the adapter's own connections go with it.
    httpServer.once('close', () => {
      pub.disconnect();
      sub.disconnect();
    });
  }

  // Every handshake looks a session up: a client opening sockets in a loop is refused per IP, like the API.
  const trust = compileTrust(deps.config.trustProxy);
  const handshakes = windowCounter({ name: 'socket-handshake', windowSeconds: 60, redis });
  const authenticate = async (
    ...[socket, next]: Parameters<Parameters<TakeoffServer['use']>[0]>
  ) => {
    try {
      const hits = await handshakes
        .hit(addressKey(clientAddress(socket.request, trust)))
        .catch(() => 0);
      if (hits > deps.config.SOCKET_HANDSHAKES_PER_MINUTE)
        return next(new Error(SOCKET_REFUSAL.rateLimited));
      const authToken = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
      const found =
        typeof authToken === 'string' && authToken
          ? { token: authToken }
          : readToken({
              authorization: socket.handshake.headers.authorization,
              cookie: socket.handshake.headers.cookie,
            });
      const user = found ? await resolveSession(deps.db, deps.config, found.token) : null;
      if (!user) return next(new Error(SOCKET_REFUSAL.unauthenticated));
      socket.data.user = user;
      next();
    } catch {
      next(new Error(SOCKET_REFUSAL.unavailable));
    }
  };
  // Every path, a failure included, answers through next(): the promise never rejects, nothing waits on it.
  io.use((socket, next) => void authenticate(socket, next));

  io.on('connection', (socket) => {
    const { user } = socket.data;
    // An owner or recruiter also hears their organisation's notifications (its inbox is shared); a role change or
    // removal ends the member's sockets, so they rejoin with what the new role hears.
    const rooms = readsOrganisationInbox(user)
      ? [userRoom(user.id), userRoom(user.partyId)]
      : [userRoom(user.id)];
    void socket.join([...new Set(rooms), sessionRoom(user.sessionId)]);
    const audience = audienceOf(user);
    if (audience)
      void socket.join([
        audienceRoom(audience),
        audienceLocaleRoom(audience, user.locale ?? DEFAULT_LOCALE),
      ]);
  });

  // Sessions that expire or go idle end without a request: once a minute, their sockets are dropped.
  const sweep = setInterval(() => {
    disconnectEndedSessions(io, deps).catch((error: unknown) =>
      deps.logger.warn({ err: error }, 'socket session sweep failed'),
    );
  }, SESSION_SWEEP_MS);
  sweep.unref();
  httpServer.once('close', () => clearInterval(sweep));

  const emitter: NotificationEmitter = {
    toUser: (userId, event, notification) => io.to(userRoom(userId)).emit(event, notification),
    updateUser: (userId, event, payload) => io.to(userRoom(userId)).emit(event, payload),
    toAudience: (audience, event, notification, exceptUserId, localized) => {
      // Texts the server wrote go to each language's room in that language; a person's texts to everyone as written.
      const targets = localized
        ? LOCALES.map(
            (locale) =>
              [audienceLocaleRoom(audience, locale), localized[locale] ?? notification] as const,
          )
        : [[audienceRoom(audience), notification] as const];
      for (const [name, payload] of targets) {
        const room = io.to(name);
        (exceptUserId != null ? room.except(userRoom(exceptUserId)) : room).emit(event, payload);
      }
    },
  };
  deps.notifications.setEmitter(emitter);
  // Ended sessions lose their sockets at once, on every instance; the sweep below catches expiry.
  deps.sessionSockets.attach((rooms) => {
    // Told first, so an open page can say "signed out on this device" instead of going quiet.
    io.to(rooms).emit('session:ended');
    io.in(rooms).disconnectSockets(true);
  });
  return io;
}

/** Non-browser clients send no Origin; a browser's must be the app's origin or the host it connected to. */
export function sameOrigin(
  origin: string | undefined,
  host: string | undefined,
  appOrigin: string,
): boolean {
  if (!origin) return true;
  try {
    const url = new URL(origin);
    return url.origin === new URL(appOrigin).origin || (host !== undefined && url.host === host);
  } catch {
    return false;
  }
}

/**
 * The adapter publishes and subscribes without handling failures: during a Redis outage each push
 * would be an unhandled rejection, which ends a Node process. Publishes that fail are logged and
 * dropped (the database row stays, clients re-sync on reconnect); subscriptions wait for Redis, and
 * those still waiting when the server closes are dropped with the connection, not left unhandled.
 */
function adapterClients(redis: Redis, logger: Pick<Logger, 'warn'>) {
  const pub = redis.duplicate({ maxRetriesPerRequest: 1 });
  const sub = redis.duplicate({ maxRetriesPerRequest: null });
  const publish = pub.publish.bind(pub) as (
    channel: string | Buffer,
    message: string | Buffer,
  ) => Promise<number>;
  let warned = 0;
  pub.publish = ((channel: string | Buffer, message: string | Buffer) =>
    publish(channel, message).catch((error: unknown) => {
      // One line per minute at most while Redis is down.
      if (Date.now() - warned > 60_000) {
        warned = Date.now();
        logger.warn(
          { err: error },
          'socket.io redis publish failed; pushes to other instances are lost until Redis is back',
        );
      }
      return 0;
    })) as typeof pub.publish;
  const silence = () => {};
  // Every command the subscriber sends passes here: ioredis rejects the ones still queued with "Connection is closed"
  // when the connection is closed before Redis answered, and the adapter never handles its (un)subscriptions.
  const send = sub.sendCommand.bind(sub);
  sub.sendCommand = (command, stream) => {
    command.promise.catch(silence);
    return send(command, stream);
  };
  pub.on('error', silence);
  sub.on('error', silence);
  return { pub, sub };
}

type TakeoffServer = Server<
  Record<string, never>,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

/**
 * Disconnects this instance's sockets whose session was ended (logout, expiry, idle timeout), so a
 * signed-out browser stops receiving the user's notifications. One query per sweep, not per socket.
 */
export async function disconnectEndedSessions(
  io: TakeoffServer,
  deps: Pick<AppDeps, 'db' | 'config'>,
) {
  const bySession = new Map<
    number,
    { emit: (event: 'session:ended') => unknown; disconnect: (close: boolean) => unknown }[]
  >();
  for (const socket of io.of('/').sockets.values()) {
    const list = bySession.get(socket.data.user.sessionId) ?? [];
    list.push(socket);
    bySession.set(socket.data.user.sessionId, list);
  }
  const ids = [...bySession.keys()];
  const now = new Date();
  const idleCutoff = new Date(now.getTime() - deps.config.SESSION_IDLE_MINUTES * 60_000);
  const alive = new Set<number>();
  for (let i = 0; i < ids.length; i += 5_000) {
    const rows = await deps.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        and(
          inArray(sessions.id, ids.slice(i, i + 5_000)),
          gt(sessions.expiresAt, now),
          gt(sessions.lastSeenAt, idleCutoff),
        ),
      );
    for (const row of rows) alive.add(row.id);
  }
  let dropped = 0;
  for (const [sessionId, sockets] of bySession) {
    if (alive.has(sessionId)) continue;
    for (const socket of sockets) {
      socket.emit('session:ended');
      socket.disconnect(true);
    }
    dropped += sockets.length;
  }
  return dropped;
}
