import { hostname } from 'node:os';
import { z } from 'zod';
import { developmentTotpKey, parseTotpKey } from './modules/admin/totp-secret-box';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

/** Every environment variable the API reads, parsed once. `process.env` is read nowhere else. */
export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public origin of the SPA, used for CSRF origin checks and links. Defaults to http://localhost:PORT. */
  APP_ORIGIN: optionalUrl,
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Longest a statement may run (PostgreSQL server); 0 turns the limit off. Migrations run without it. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  DATA_DIR: z.string().default('.data'),
  /**
   * This instance's name, the same after a restart: its own folders under a DATA_DIR several instances share
   * (unfinished uploads). Unset: the host name and PORT (instanceName).
   */
  INSTANCE_ID: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(
        /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/,
        'INSTANCE_ID: 1-64 letters, digits, dots, dashes or underscores',
      )
      .optional(),
  ),
  SEED_DEMO_DATA: bool.default(true),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .default(60 * 24 * 7),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().int().min(1).default(30),
  ADMIN_EMAIL: optionalString,
  ADMIN_PASSWORD: optionalString,
  /** Encrypts admins' TOTP secrets at rest: 64 hex characters or base64 of 32 bytes. Required in production. */
  TOTP_ENCRYPTION_KEY: optionalString,
  /** Whether an admin must set up two-factor before using the back office; default: in production only (offered elsewhere). */
  ADMIN_TOTP_REQUIRED: bool.optional(),
  RANKINGS_TIMEZONE: z.string().default('Europe/Athens'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  AUTH_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
  /** First delay once an account is past AUTH_RATE_LIMIT_PER_ACCOUNT failures; doubles per further failure. */
  AUTH_FAILURE_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  AUTH_FAILURE_DELAY_MAX_MS: z.coerce.number().int().min(0).default(30_000),
  /** Wrong current passwords (change password or email, delete account or organisation) per account / per session per window. */
  PASSWORD_CHECKS_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  PASSWORD_CHECKS_PER_SESSION: z.coerce.number().int().min(1).default(5),
  /** Invitations an organisation may send per day, and change-email confirmations an account may ask for per day. */
  INVITATIONS_PER_ORG_PER_DAY: z.coerce.number().int().min(1).default(50),
  EMAIL_CHANGES_PER_ACCOUNT_PER_DAY: z.coerce.number().int().min(1).default(5),
  /** How long the unsubscribe link in a mail works. */
  UNSUBSCRIBE_LINK_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Requests per IP per minute on the public pages (flight and careers pages, feeds, sitemaps, share images). */
  PUBLIC_PAGES_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Socket.IO handshakes per IP per minute (each one looks a session up). */
  SOCKET_HANDSHAKES_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  REDIS_URL: optionalUrl,
  SERVE_WEB: bool.default(true),
  WEB_DIST_DIR: optionalString,
  /**
   * Which hops in front of the API are trusted for X-Forwarded-For: a hop count (`1` behind one proxy), `false`,
   * or addresses/subnets/names Express knows (`loopback`, `10.0.0.0/8, 172.16.0.0/12`). `true` is refused: it
   * trusts the left-most, client-written entry, so anyone could choose their own IP.
   */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .refine(
      (v) => v.trim() !== 'true',
      'use the number of proxies in front (e.g. 1) or their addresses: "true" trusts addresses the client writes',
    ),
  /** Serve /api/docs and /api/openapi.json; default: on except in production. */
  API_DOCS: bool.optional(),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  /**
   * After SIGTERM, how long the server keeps accepting requests (readiness already answering 503) so a load balancer
   * stops sending traffic before the listener closes. 0 closes at once.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: bool.default(true),
  /** Where browsers reach the bucket, for signed playback URLs; default S3_ENDPOINT (AWS's own when unset too). */
  S3_PUBLIC_ENDPOINT: optionalUrl,
  /** How long a signed playback URL works; 0 streams media through the API instead. */
  S3_SIGNED_URL_SECONDS: z.coerce.number().int().min(0).max(3600).default(600),
  JITSI_BASE_URL: z.url().default('https://meet.jit.si'),
  GOOGLE_CLIENT_EMAIL: optionalString,
  GOOGLE_PRIVATE_KEY: optionalString,
  GOOGLE_CALENDAR_ID: z.string().default('primary'),
  GOOGLE_API_BASE_URL: z.url().default('https://www.googleapis.com'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  /**
   * Speech-to-text for pitch videos: base URL of an OpenAI-compatible `/v1/audio/transcriptions` service (speaches,
   * faster-whisper-server, whisper.cpp's server, or a hosted one). Unset: transcripts are typed or dictated only.
   */
  TRANSCRIBE_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .url()
      .refine((v) => /^https?:$/.test(new URL(v).protocol), 'use an http:// or https:// URL')
      .optional(),
  ),
  /** Sent as a Bearer token; self-hosted servers usually need none. */
  TRANSCRIBE_API_KEY: optionalString,
  /** The model the service should use; the default is speaches' name for Whisper small (multilingual). */
  TRANSCRIBE_MODEL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().trim().min(1).default('Systran/faster-whisper-small'),
  ),
  /** How long one transcription may take before it fails (and the job retries). */
  TRANSCRIBE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(120_000),
  /** Mail server: smtp://user:pass@host:587 or smtps://user:pass@host:465. Unset: mail is written as .eml files to DATA_DIR/outbox. */
  SMTP_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .url()
      .refine(
        (v) => /^smtps?:$/.test(new URL(v).protocol),
        'use smtp://user:pass@host:587 or smtps://user:pass@host:465',
      )
      .optional(),
  ),
  MAIL_FROM: z.string().trim().min(3).default('Takeoff <no-reply@localhost>'),
  /** Where account mail sends someone who did not make a change (the contact the legal pages give). */
  SUPPORT_EMAIL: z.email().default('privacy@takeoff.example'),
  /** A mail the server did not take (down, 4xx) is retried this many times, waiting MAIL_RETRY_DELAY_SECONDS × 2ⁿ. */
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(100).default(16),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(15),
  /** How often an idle worker looks for due jobs anyway (a queued job wakes it at once; retries and cron jobs do not). */
  MAIL_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(30),
  /** Bearer token that opens GET /metrics (Prometheus) on the main port; unset = /metrics is not served there. */
  METRICS_TOKEN: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(16, 'use at least 16 characters').optional(),
  ),
  /** A second listener (on HOST) serving only /metrics without a token, for a private network; unset = none. */
  METRICS_PORT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(65535).optional(),
  ),
  /** OpenTelemetry: traces (HTTP, Express, PostgreSQL) go to this OTLP/HTTP collector; unset = tracing off. */
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl,
  OTEL_SERVICE_NAME: z.string().default('takeoff-api'),
  /** ffmpeg for pitch video processing: a path, or found on PATH. Without it videos are served as uploaded. */
  FFMPEG_PATH: optionalString,
  /** ffprobe: a path; default `ffprobe` beside FFMPEG_PATH, else on PATH. */
  FFPROBE_PATH: optionalString,
  /** Pitch videos one instance processes at once (each ffmpeg run takes about a core). */
  PITCH_VIDEO_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  /** Longest one video's processing may take before ffmpeg is killed and the try counts as failed. */
  PITCH_VIDEO_TIMEOUT_SECONDS: z.coerce.number().int().min(10).max(3600).default(600),
  /** A processing try that crashed is retried this many times, waiting PITCH_VIDEO_RETRY_DELAY_SECONDS × 2ⁿ. */
  PITCH_VIDEO_RETRY_LIMIT: z.coerce.number().int().min(0).max(10).default(2),
  PITCH_VIDEO_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  RETENTION_INACTIVE_DAYS: z.coerce.number().int().min(1).default(730),
  /**
   * argon2id cost of new password hashes. Unset: OWASP's 19 MiB and 2 iterations, except NODE_ENV=test (a few KiB, 1
   * iteration: tests register hundreds of users). Production refuses less than OWASP's values. Verification reads the
   * parameters from each stored hash, so changing these never locks anyone out.
   */
  PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(8).max(4_194_304).optional(),
  PASSWORD_HASH_ITERATIONS: z.coerce.number().int().min(1).max(100).optional(),
});

/** OWASP's argon2id recommendation (19 MiB, 2 iterations, parallelism 1): production's floor and default. */
export const PRODUCTION_PASSWORD_HASHING = { memoryCost: 19_456, timeCost: 2 } as const;
/** NODE_ENV=test's default: the cheapest argon2id allows, so a test run hashes in microseconds. */
export const TEST_PASSWORD_HASHING = { memoryCost: 8, timeCost: 1 } as const;

export interface PasswordHashing {
  memoryCost: number;
  timeCost: number;
}

export type Config = z.infer<typeof ConfigSchema> & {
  appOrigin: string;
  isProduction: boolean;
  totpKey: Buffer;
  /** Express `trust proxy` setting parsed from TRUST_PROXY. */
  trustProxy: number | boolean | string[];
  apiDocs: boolean;
  passwordHashing: PasswordHashing;
  adminTotpRequired: boolean;
};

/** TRUST_PROXY as Express takes it: a hop count, false, or a list of addresses/subnets/named ranges. */
export function parseTrustProxy(value: string): number | boolean | string[] {
  const v = value.trim();
  if (v === 'false' || v === '') return false;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * The instance's name for its own folders (INSTANCE_ID, else `<host name>-<PORT>`): two processes on one machine
 * listen on different ports, and a restarted one (same host, same port) finds its folders again.
 */
export function instanceName(config: Pick<Config, 'INSTANCE_ID' | 'PORT'>, host = hostname()) {
  if (config.INSTANCE_ID) return config.INSTANCE_ID;
  const safeHost = host
    .replace(/[^A-Za-z0-9._-]/g, '_')
    .replace(/^[._-]+/, '')
    .slice(0, 50);
  return `${safeHost || 'host'}-${config.PORT}`;
}

export const DEV_ADMIN_EMAIL = 'admin@takeoff.local';
export const DEV_ADMIN_PASSWORD = 'takeoff-admin-dev';

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const isProduction = c.NODE_ENV === 'production';
  if (isProduction && (!c.ADMIN_EMAIL || !c.ADMIN_PASSWORD)) {
    throw new Error(
      'Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set in production',
    );
  }
  if (isProduction && !c.TOTP_ENCRYPTION_KEY) {
    throw new Error(
      'Invalid configuration:\n  TOTP_ENCRYPTION_KEY must be set in production (openssl rand -hex 32)',
    );
  }
  let totpKey: Buffer;
  try {
    totpKey = c.TOTP_ENCRYPTION_KEY ? parseTotpKey(c.TOTP_ENCRYPTION_KEY) : developmentTotpKey();
  } catch (error) {
    throw new Error(`Invalid configuration:\n  ${(error as Error).message}`, { cause: error });
  }
  if (c.S3_BUCKET && (!c.S3_ACCESS_KEY_ID || !c.S3_SECRET_ACCESS_KEY)) {
    throw new Error(
      'Invalid configuration:\n  S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
  }
  const defaults = c.NODE_ENV === 'test' ? TEST_PASSWORD_HASHING : PRODUCTION_PASSWORD_HASHING;
  const passwordHashing = {
    memoryCost: c.PASSWORD_HASH_MEMORY_KIB ?? defaults.memoryCost,
    timeCost: c.PASSWORD_HASH_ITERATIONS ?? defaults.timeCost,
  };
  if (
    isProduction &&
    (passwordHashing.memoryCost < PRODUCTION_PASSWORD_HASHING.memoryCost ||
      passwordHashing.timeCost < PRODUCTION_PASSWORD_HASHING.timeCost)
  ) {
    throw new Error(
      `Invalid configuration:\n  PASSWORD_HASH_MEMORY_KIB must be at least ${PRODUCTION_PASSWORD_HASHING.memoryCost} and PASSWORD_HASH_ITERATIONS at least ${PRODUCTION_PASSWORD_HASHING.timeCost} in production`,
    );
  }
  try {
    new Intl.DateTimeFormat('en', { timeZone: c.RANKINGS_TIMEZONE });
  } catch {
    throw new Error(
      `Invalid configuration:\n  RANKINGS_TIMEZONE: unknown time zone "${c.RANKINGS_TIMEZONE}"`,
    );
  }
  return {
    ...c,
    isProduction,
    totpKey,
    trustProxy: parseTrustProxy(c.TRUST_PROXY),
    apiDocs: c.API_DOCS ?? !isProduction,
    passwordHashing,
    adminTotpRequired: c.ADMIN_TOTP_REQUIRED ?? isProduction,
    appOrigin: c.APP_ORIGIN ?? `http://localhost:${c.PORT}`,
  };
}
