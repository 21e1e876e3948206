import { createServer } from 'node:http';
import express from 'express';
import type { AppDeps } from './deps';
import type { Socket } from 'node:net';
import { createApp } from './app';
import { bootstrap } from './bootstrap';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, instanceName, loadConfig } from './config';
import { ensureAdmin, retireUnconfiguredAdmins, StartupRefusal } from './modules/auth/auth.service';
import { DEMO_CANDIDATES, DEMO_COMPANIES, DEMO_PASSWORD, seedDemoData } from './db/seed/seed';
import { createSocketServer } from './realtime/socket-server';
import { startScheduler } from './scheduler';
import { startMailWorker } from './modules/mail/mail.worker';
import { startPitchVideoWorker } from './modules/pitch-videos/pitch-videos.worker';
import { describeVideoProcessing } from './media-processing/ffmpeg';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const deps = await bootstrap(config);
  const { logger } = deps;
  // pg-boss 10 completes and fails jobs without awaiting (manager.js, work()): while the database is away those
  // promises reject with nobody to catch them, and Node would end the server. Logged, not fatal.
  process.on('unhandledRejection', (reason) =>
    logger.error({ err: reason }, 'a promise was rejected with no handler'),
  );
  try {
    await ensureAdmin(deps);
    await retireUnconfiguredAdmins(deps);
  } catch (error) {
    if (!(error instanceof StartupRefusal)) throw error;
    console.error(`Takeoff cannot start: ${error.message}`);
    await deps.database.close().catch(() => {});
    process.exit(1);
  }
  if (config.SEED_DEMO_DATA) await seedDemoData(deps);

  const { app, serverOptions } = createApp(deps);
  const server = createServer(serverOptions, app);
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const io = await createSocketServer(server, deps, deps.redis);
  deps.metrics.countSockets(() => io.engine.clientsCount);
  const metricsServer = config.METRICS_PORT
    ? await listenForMetrics(deps, config.METRICS_PORT)
    : null;
  let shuttingDown = false;
  // From the signal on, every response ends its connection: a keep-alive client opens a new one for
  // its next request (refused) instead of reusing one about to close, and a drained connection
  // closes at once instead of idling until the keep-alive timeout. Added after Socket.IO, which
  // wraps the request listeners it finds, so this one sees its requests too.
  server.prependListener('request', (_req, res) => {
    if (shuttingDown) res.setHeader('Connection', 'close');
  });
  const scheduler = await startScheduler(deps);
  const mailWorker = await startMailWorker(deps);
  const pitchVideoWorker = await startPitchVideoWorker(deps);

  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = `http://localhost:${port}`;
  logger.info(
    {
      url,
      instance: instanceName(config),
      database: deps.database.kind,
      storage: deps.storage.kind,
      redis: Boolean(deps.redis),
      mail: mailWorker.transport.description,
      videoProcessing: describeVideoProcessing(deps.videoProcessing),
      transcription: deps.transcriber?.description ?? 'none',
    },
    'Takeoff is listening',
  );
  // Said in production too: without ffmpeg pitches are served as uploaded, which an operator must know.
  if (!deps.videoProcessing.available) logger.warn(describeVideoProcessing(deps.videoProcessing));
  if (!config.isProduction) {
    console.info(`\n  Takeoff is running at ${url}\n`);
    console.info(
      `  Database: ${deps.database.kind === 'pglite' ? `embedded (${config.DATA_DIR}/pglite)` : 'PostgreSQL'}`,
    );
    console.info(`  Mail: ${mailWorker.transport.description}`);
    console.info(`  ${capitalised(describeVideoProcessing(deps.videoProcessing))}`);
    console.info(
      `  Speech-to-text: ${deps.transcriber ? deps.transcriber.description : 'none (TRANSCRIBE_URL unset): candidates type or dictate transcripts'}`,
    );
    if (config.SEED_DEMO_DATA) {
      console.info(`  Demo logins (password "${DEMO_PASSWORD}"):`);
      console.info(`    company    ${DEMO_COMPANIES.map((c) => c.email).join(', ')}`);
      console.info(`    candidate  ${DEMO_CANDIDATES.map((c) => c.email).join(', ')}`);
    }
    console.info(
      `  Admin (${url}/admin): ${config.ADMIN_EMAIL ?? DEV_ADMIN_EMAIL} / ${config.ADMIN_PASSWORD ? '(ADMIN_PASSWORD)' : DEV_ADMIN_PASSWORD}`,
    );
    if (config.apiDocs) console.info(`  API docs: ${url}/api/docs\n`);
  }

  const shutdown = async (signal: string) => {
    if (deps.lifecycle.shuttingDown) return;
    deps.lifecycle.beginShutdown();
    if (config.SHUTDOWN_DRAIN_MS > 0) {
      logger.info(
        { signal, ms: config.SHUTDOWN_DRAIN_MS },
        'shutting down: readiness is 503, letting the load balancer drain',
      );
      await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_MS));
    }
    shuttingDown = true;
    logger.info({ signal }, 'shutting down: draining in-flight requests');
    const force = setTimeout(() => {
      logger.warn('grace period over, closing remaining connections');
      for (const socket of sockets) socket.destroy();
    }, config.SHUTDOWN_GRACE_MS);
    force.unref();
    await scheduler.stop().catch(() => {});
    await mailWorker.stop().catch(() => {});
    await pitchVideoWorker.stop().catch(() => {});
    // Stop accepting; idle keep-alive connections close now, busy ones after their response.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await io.close();
    metricsServer?.close();
    await closed;
    await deps.jobs.stop().catch(() => {});
    await deps.database.close().catch(() => {});
    deps.redis?.disconnect();
    logger.info('bye');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** METRICS_PORT: /metrics alone, without a token, on a listener meant for a private network. */
async function listenForMetrics(deps: AppDeps, port: number) {
  const app = express();
  app.disable('x-powered-by');
  app.get('/metrics', async (_req, res) => {
    res.setHeader('Content-Type', deps.metrics.registry.contentType);
    res.send(await deps.metrics.registry.metrics());
  });
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(port, deps.config.HOST, resolve));
  return server;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
