import pino, { type Logger } from 'pino';
import { Redis } from 'ioredis';
import type { Config } from './config';
import { safeErrorSerializer } from './http/safe-error-log';
import { openDatabase, type DatabaseHandle } from './db/client';
import type { AppDeps } from './deps';
import { MailQueue } from './modules/mail/mail-queue';
import { JobQueue } from './background/job-queue';
import { Lifecycle } from './lifecycle';
import { Metrics } from './http/metrics';
import { NotificationService } from './modules/notifications/notifications.service';
import { SessionSockets } from './realtime/session-sockets';
import { createStorage } from './storage/create-storage';
import type { Storage } from './storage/storage';
import { detectVideoProcessing, type VideoProcessing } from './media-processing/ffmpeg';
import type { Transcriber } from './modules/transcription/transcriber';
import { createTranscriber } from './modules/transcription/openai-transcriber';
import { ensurePitchVideoQueue } from './modules/pitch-videos/pitch-videos.worker';

export function createLogger(config: Config): Logger {
  return pino({
    level: config.LOG_LEVEL,
    // Errors are logged without the values their queries were given (hashes, emails, messages).
    serializers: { err: safeErrorSerializer },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
        'password',
        'token',
      ],
      censor: '[redacted]',
    },
  });
}

export interface BootstrapOverrides {
  database?: DatabaseHandle;
  storage?: Storage;
  logger?: Logger;
  videoProcessing?: VideoProcessing;
  transcriber?: Transcriber | null;
}

/** Opens every real part the app needs (database, Redis, storage) and wires the services. */
export async function bootstrap(
  config: Config,
  overrides: BootstrapOverrides = {},
): Promise<AppDeps> {
  const logger = overrides.logger ?? createLogger(config);
  const database =
    overrides.database ??
    (await openDatabase({
      url: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      poolSize: config.DATABASE_POOL_SIZE,
      statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
      onError: (error, context) => logger.warn({ err: error }, context),
    }));
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: false })
    : null;
  redis?.on('error', (error) => logger.warn({ err: error }, 'redis error'));
  const storage = overrides.storage ?? (await createStorage(config));
  const jobs = new JobQueue(database, {
    pollingIntervalSeconds: config.MAIL_POLL_SECONDS,
    logger,
    supervise: config.NODE_ENV !== 'test',
    schedule: config.NODE_ENV !== 'test',
  });
  await jobs.start();
  const mail = new MailQueue(jobs, {
    retryLimit: config.MAIL_RETRY_LIMIT,
    retryDelaySeconds: config.MAIL_RETRY_DELAY_SECONDS,
  });
  await mail.start();
  await ensurePitchVideoQueue(jobs, config);
  return {
    jobs,
    mail,
    lifecycle: new Lifecycle(),
    metrics: new Metrics({ database, jobs }),
    config,
    database,
    db: database.db,
    logger,
    redis,
    notifications: new NotificationService(database.db, logger),
    storage,
    sessionSockets: new SessionSockets(),
    videoProcessing: overrides.videoProcessing ?? (await detectVideoProcessing(config)),
    transcriber:
      overrides.transcriber !== undefined
        ? overrides.transcriber
        : createTranscriber(config, logger),
  };
}
