import type { Logger } from 'pino';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import type { Lifecycle } from './lifecycle';
import type { Metrics } from './http/metrics';
import type { MailQueue } from './modules/mail/mail-queue';
import type { JobQueue } from './background/job-queue';
import type { NotificationService } from './modules/notifications/notifications.service';
import type { SessionSockets } from './realtime/session-sockets';
import type { Storage } from './storage/storage';
import type { VideoProcessing } from './media-processing/ffmpeg';
import type { Transcriber } from './modules/transcription/transcriber';

/** What every module's routes and services may use; built once by the server (or a test). */
export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  logger: Logger;
  redis: Redis | null;
  notifications: NotificationService;
  storage: Storage;
  /** Disconnects the sockets of sessions that end. */
  sessionSockets: SessionSockets;
  /** The durable background queue (pg-boss in the application's database): scheduled jobs and mail. */
  jobs: JobQueue;
  /** Mail on that queue. */
  mail: MailQueue;
  /** Whether the process is shutting down (readiness answers 503 from the signal on). */
  lifecycle: Lifecycle;
  metrics: Metrics;
  /** Whether ffmpeg was found at start: pitch videos are processed, or served as uploaded. */
  videoProcessing: VideoProcessing;
  /** Speech-to-text for pitch videos; null when no service is configured. */
  transcriber: Transcriber | null;
}
