import path from 'node:path';
import { z } from 'zod';
import { KEPT_SESSION_LOCK_IDLE_SECONDS } from '../domain/session-lock';
import { AUDIT_MIN_RETENTION_DAYS } from './audit/audit-retention';

/** Boolean env values: '1', 'true', 'yes', 'on' are on; '0', 'false', 'no', 'off', '' are off. */
const flag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['1', 'true', 'yes', 'on', '0', 'false', 'no', 'off', ''].includes(v), 'expected a boolean')
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const seconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText,
  REDIS_URL: optionalText,
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().trim().min(1).default('Meadow <no-reply@localhost>'),
  MAIL_OUTBOX_DIR: optionalText,
  PUBLIC_URL: optionalText,
  SESSION_TTL: seconds(1800),
  SESSION_MAX_AGE: seconds(12 * 3600),
  SESSION_LOCK_IDLE: seconds(KEPT_SESSION_LOCK_IDLE_SECONDS),
  TURN_URLS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  /** Shared secret of the TURN server (coturn static-auth-secret): time-limited credentials (TURN REST scheme). */
  TURN_SECRET: optionalText,
  TURN_TTL_SECONDS: seconds(3600),
  SECURE_VIDEO_BASE_URL: z
    .string()
    .trim()
    .default('https://meet.jit.si')
    .refine((v) => v === '' || /^https?:\/\/\S+$/.test(v), 'expected http(s)://… (or empty to turn Secure Video off)')
    .transform((v) => (v === '' ? undefined : v.replace(/\/+$/, ''))),
  SEED_DEMO: flag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_MAX_FAILURES_PER_USERNAME: z.coerce.number().int().positive().default(50),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().positive().default(20),
  RECOVERY_MAX_PER_IP: z.coerce.number().int().positive().default(10),
  RECOVERY_MAX_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  REDIS_PREFIX: z.string().trim().min(1).default('meadow'),
  TRUST_PROXY: flag.optional(),
  PUSH_ENABLED: flag.optional(),
  PUSH_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'expected mailto:… or https://…')
    .default('mailto:support@meadow.example'),
  PUSH_SERVICE_HOSTS: z.string().optional(),
  JOBS_ENABLED: flag.optional(),
  BUSY_FEED_ALLOW_HTTP: flag.optional(),
  /** Test-only: hosts a busy-time feed may be fetched from although private (and over plain http). */
  BUSY_FEED_ALLOW_HOSTS: z.string().optional(),
  JOBS_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(1000),
  JOBS_BATCH: z.coerce.number().int().min(1).max(500).default(20),
  // Never under six years (server/audit/audit-retention.ts): a shorter setting is refused at start.
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(AUDIT_MIN_RETENTION_DAYS).default(AUDIT_MIN_RETENTION_DAYS),
  AUDIT_PRUNE_BATCH: z.coerce.number().int().min(100).max(100_000).default(5000),
  SMS_TRANSPORT: z.enum(['log', 'http']).default('log'),
  SMS_HTTP_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SMS_HTTP_USER: optionalText,
  SMS_HTTP_TOKEN: optionalText,
  SMS_FROM: optionalText,
});

/** The push services of Chrome/Edge/Opera/Samsung (FCM), Firefox, Safari and Edge on Windows (WNS): a host matches one or ends in '.' + one. */
const DEFAULT_PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'push.services.mozilla.com', 'push.apple.com', 'notify.windows.com'];

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: embedded PGlite under dataDir/pglite. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where e-mail is written as .eml files when there is no SMTP_URL (default dataDir/outbox). */
  outboxDir: string;
  publicUrl: string | undefined;
  /** Idle timeout in seconds: each authenticated call slides the expiry to now + this. */
  sessionTtl: number;
  /** Absolute session lifetime in seconds, however active the session is. */
  sessionMaxAge: number;
  /** Idle seconds after which a kept session locks behind the password (domain/session-lock.ts). */
  sessionLockIdle: number;
  turnUrls: string[];
  /** With it, turn:/turns: URLs get time-limited credentials (TURN REST scheme); without, they go out bare. */
  turnSecret: string | undefined;
  /** How long TURN credentials stay valid, in seconds. */
  turnTtlSeconds: number;
  /** The Secure Video service (a Jitsi Meet deployment by default), no trailing slash; undefined when set to ''. */
  secureVideoBaseUrl: string | undefined;
  seedDemo: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Failed logins per username from one client address, or from one trusted device, per 15 minutes. */
  loginMaxFailures: number;
  /** Failed logins per username from all addresses together per 15 minutes (trusted devices are not held by it). */
  loginMaxFailuresPerUsername: number;
  loginMaxFailuresPerIp: number;
  /** Forgot-password calls per client address per 15 minutes, for each of verify, match_answers, verify_reset_token (unknown links only) and reset_password. */
  recoveryMaxPerIp: number;
  /** forgot/verify per e-mail address per 15 minutes (known or not alike); each attempt allows 3 wrong answers. */
  recoveryMaxPerAccount: number;
  /** Requests per minute per client address, over the whole API. */
  rateLimitMax: number;
  /** Prefix of every Redis key and channel, so several deployments (or test runs) can share one Redis. */
  redisPrefix: string;
  /** Take the client address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  /** Send Web Push notifications (subscriptions are stored either way). */
  pushEnabled: boolean;
  /** The VAPID subject (RFC 8292): how a push service reaches the operator. */
  pushSubject: string;
  /**
   * Hosts a push subscription's endpoint may name (exactly, or as a parent
   * domain): the server POSTs to that URL, so it must not be any address a
   * signed-in user picks (SSRF).
   */
  pushServiceHosts: string[];
  /** Busy-time feeds may be fetched over plain http (any host): an operator's choice, off by default. */
  busyFeedAllowHttp: boolean;
  /** TEST ONLY (BUSY_FEED_ALLOW_HOSTS): hosts a busy-time feed may be fetched from although private, over http too. Empty by default. */
  busyFeedAllowHosts: string[];
  /** Run the background job worker in this process (reminders, series extension). Jobs wait in the database while it is off. */
  jobsEnabled: boolean;
  /** How often the worker looks for due jobs, in ms. */
  jobsPollMs: number;
  /** At most this many jobs claimed, and run at once, per poll. */
  jobsBatch: number;
  /** Audit events older than this many days are pruned daily (at least six years). */
  auditRetentionDays: number;
  /** Audit events deleted per statement by the pruning job. */
  auditPruneBatch: number;
  /** 'log': SMS are only logged (never their text); 'http': sent through SMS_HTTP_URL. */
  smsTransport: 'log' | 'http';
  /** A Twilio-compatible messages endpoint: form POST To, From, Body with basic auth. */
  smsHttpUrl: string | undefined;
  smsHttpUser: string | undefined;
  smsHttpToken: string | undefined;
  /** The sender number (From) of SMS. */
  smsFrom: string | undefined;
}

/** Reads the environment; throws one readable error naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  if (e.SMS_TRANSPORT === 'http' && (!e.SMS_HTTP_URL || !e.SMS_FROM)) {
    throw new Error('Invalid configuration:\n  SMS_TRANSPORT: http needs SMS_HTTP_URL and SMS_FROM');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    outboxDir: path.resolve(e.MAIL_OUTBOX_DIR ?? path.join(dataDir, 'outbox')),
    publicUrl: e.PUBLIC_URL,
    sessionTtl: e.SESSION_TTL,
    sessionMaxAge: e.SESSION_MAX_AGE,
    sessionLockIdle: e.SESSION_LOCK_IDLE,
    turnUrls: e.TURN_URLS,
    turnSecret: e.TURN_SECRET,
    turnTtlSeconds: e.TURN_TTL_SECONDS,
    secureVideoBaseUrl: e.SECURE_VIDEO_BASE_URL,
    // The embedded database is for trying Meadow out: seed it. A real server only when asked.
    seedDemo: e.SEED_DEMO ?? e.DATABASE_URL === undefined,
    logLevel: e.LOG_LEVEL,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginMaxFailuresPerUsername: e.LOGIN_MAX_FAILURES_PER_USERNAME,
    loginMaxFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
    recoveryMaxPerIp: e.RECOVERY_MAX_PER_IP,
    recoveryMaxPerAccount: e.RECOVERY_MAX_PER_ACCOUNT,
    rateLimitMax: e.RATE_LIMIT_MAX,
    redisPrefix: e.REDIS_PREFIX,
    trustProxy: e.TRUST_PROXY ?? false,
    pushEnabled: e.PUSH_ENABLED ?? true,
    pushSubject: e.PUSH_SUBJECT,
    pushServiceHosts:
      e.PUSH_SERVICE_HOSTS === undefined
        ? DEFAULT_PUSH_SERVICE_HOSTS
        : e.PUSH_SERVICE_HOSTS.split(',')
            .map((h) => h.trim().toLowerCase())
            .filter(Boolean),
    busyFeedAllowHttp: e.BUSY_FEED_ALLOW_HTTP ?? false,
    busyFeedAllowHosts: (e.BUSY_FEED_ALLOW_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    jobsEnabled: e.JOBS_ENABLED ?? true,
    jobsPollMs: e.JOBS_POLL_MS,
    jobsBatch: e.JOBS_BATCH,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    auditPruneBatch: e.AUDIT_PRUNE_BATCH,
    smsTransport: e.SMS_TRANSPORT,
    smsHttpUrl: e.SMS_HTTP_URL,
    smsHttpUser: e.SMS_HTTP_USER,
    smsHttpToken: e.SMS_HTTP_TOKEN,
    smsFrom: e.SMS_FROM,
  };
}

/** The README's configuration table. */
export const configDocs: readonly { name: string; default: string; meaning: string }[] = [
  { name: 'PORT', default: '3000', meaning: 'HTTP port (API, Socket.IO and the built web app).' },
  { name: 'HOST', default: '0.0.0.0', meaning: 'Address to listen on.' },
  { name: 'DATA_DIR', default: './data', meaning: 'Where the embedded database (PGlite) keeps its files.' },
  {
    name: 'DATABASE_URL',
    default: '(unset)',
    meaning: 'postgres://… of a PostgreSQL 15+ server. Unset: embedded PGlite under DATA_DIR/pglite.',
  },
  {
    name: 'REDIS_URL',
    default: '(unset)',
    meaning: 'redis://… shared by several server processes: Socket.IO rooms/presence and the rate limit.',
  },
  {
    name: 'SMTP_URL',
    default: '(unset)',
    meaning:
      'smtp://user:pass@host:587 (STARTTLS when offered) or smtps://… (implicit TLS) for outgoing e-mail: used by portal mail notices and, later, password reset. Unset: mail goes to the outbox.',
  },
  { name: 'MAIL_FROM', default: 'Meadow <no-reply@localhost>', meaning: 'Sender (From) of outgoing e-mail.' },
  {
    name: 'MAIL_OUTBOX_DIR',
    default: 'DATA_DIR/outbox',
    meaning: 'Without SMTP_URL, each outgoing e-mail is written here as an .eml file (owner-only permissions).',
  },
  { name: 'PUBLIC_URL', default: '(unset)', meaning: 'The address users reach Meadow at (links in e-mails).' },
  { name: 'SESSION_TTL', default: '1800', meaning: 'Idle timeout in seconds; each API call (at most once a minute) extends it.' },
  { name: 'SESSION_MAX_AGE', default: '43200', meaning: 'Absolute session lifetime in seconds (12 h).' },
  {
    name: 'SESSION_LOCK_IDLE',
    default: String(KEPT_SESSION_LOCK_IDLE_SECONDS),
    meaning: "Idle seconds after which a 'Keep me signed in' session locks behind the password.",
  },
  {
    name: 'TURN_URLS',
    default: '(empty)',
    meaning: 'Comma-separated STUN/TURN URLs for Meadow Connect video (stun:…, turn:…?transport=udp, turns:…). Empty: peers connect directly (same network only).',
  },
  {
    name: 'TURN_SECRET',
    default: '(unset)',
    meaning: "The TURN server's shared secret (coturn use-auth-secret/static-auth-secret): turn:/turns: URLs then get time-limited credentials (TURN REST scheme). STUN URLs never carry credentials.",
  },
  { name: 'TURN_TTL_SECONDS', default: '3600', meaning: 'How long TURN credentials stay valid.' },
  {
    name: 'SECURE_VIDEO_BASE_URL',
    default: 'https://meet.jit.si',
    meaning: "Base URL of the external Secure Video service (a Jitsi Meet deployment; the room is the appointment's random session id). Empty: Secure Video is off.",
  },
  {
    name: 'SEED_DEMO',
    default: 'on with PGlite, off with DATABASE_URL',
    meaning: 'Seed the demo practice on first start (only when there are no users yet).',
  },
  { name: 'LOG_LEVEL', default: 'info', meaning: 'fatal, error, warn, info, debug, trace or silent.' },
  {
    name: 'LOGIN_MAX_FAILURES',
    default: '5',
    meaning: 'Failed logins per username from one client address (or one trusted device) in 15 minutes before 429.',
  },
  {
    name: 'LOGIN_MAX_FAILURES_PER_USERNAME',
    default: '50',
    meaning:
      'Failed logins per username from all addresses together in 15 minutes before 429. A device the user signed in on before is not held by it.',
  },
  { name: 'LOGIN_MAX_FAILURES_PER_IP', default: '20', meaning: 'Failed logins per client address in 15 minutes before 429.' },
  {
    name: 'RECOVERY_MAX_PER_IP',
    default: '10',
    meaning:
      'Forgot-password requests per client address in 15 minutes before 429, counted separately for verify, match_answers, reset_password and unknown reset links.',
  },
  {
    name: 'RECOVERY_MAX_PER_ACCOUNT',
    default: '5',
    meaning: 'Forgot-password attempts (forgot/verify) per e-mail address in 15 minutes before 429; each attempt allows 3 wrong answers.',
  },
  { name: 'REDIS_PREFIX', default: 'meadow', meaning: 'Prefix of Redis keys and channels (several deployments on one Redis).' },
  {
    name: 'TRUST_PROXY',
    default: 'off',
    meaning: 'Take client addresses from X-Forwarded-For. Only behind a proxy that sets it, or the login limit per address can be dodged.',
  },
  { name: 'RATE_LIMIT_MAX', default: '600', meaning: 'Requests per minute per client address over the whole API.' },
  { name: 'PUSH_ENABLED', default: 'on', meaning: 'Send Web Push notifications of new chat messages, new mail and appointment changes.' },
  {
    name: 'PUSH_SUBJECT',
    default: 'mailto:support@meadow.example',
    meaning: 'VAPID subject (mailto:… or https://…) by which push services can reach the operator.',
  },
  {
    name: 'PUSH_SERVICE_HOSTS',
    default: 'fcm.googleapis.com, push.services.mozilla.com, push.apple.com, notify.windows.com',
    meaning: 'Comma-separated hosts (or parent domains) a push subscription may point at; any other endpoint is refused.',
  },
  {
    name: 'BUSY_FEED_ALLOW_HTTP',
    default: 'off',
    meaning: "Let providers' personal calendar addresses (busy time) use plain http. Off: https only. Private, loopback and link-local addresses stay refused either way.",
  },
  {
    name: 'BUSY_FEED_ALLOW_HOSTS',
    default: '(none)',
    meaning: 'TEST ONLY. Comma-separated hosts (e.g. 127.0.0.1) a busy-time feed may be fetched from although private, over http too. Never set it in production: it opens the server to requests into its own network.',
  },
  {
    name: 'JOBS_ENABLED',
    default: 'on',
    meaning: 'Run the background job worker (appointment reminders, extending never-ending series) in this process. Several processes may run it: each job runs once.',
  },
  { name: 'JOBS_POLL_MS', default: '1000', meaning: 'How often the job worker looks for due jobs, in milliseconds.' },
  { name: 'JOBS_BATCH', default: '20', meaning: 'Jobs one worker claims and runs at once per poll.' },
  {
    name: 'AUDIT_RETENTION_DAYS',
    default: String(AUDIT_MIN_RETENTION_DAYS),
    meaning: 'Audit events older than this are deleted by a daily job, in batches. Never less than six years (HIPAA §164.316(b)(2)): a smaller value is refused at start.',
  },
  { name: 'AUDIT_PRUNE_BATCH', default: '5000', meaning: 'Audit events the pruning job deletes per statement (each its own short transaction).' },
  { name: 'SMS_TRANSPORT', default: 'log', meaning: "'log': SMS reminders are only logged (never their text or number); 'http': sent through SMS_HTTP_URL." },
  {
    name: 'SMS_HTTP_URL',
    default: '(unset)',
    meaning: 'A Twilio-compatible messages endpoint (form POST of To, From, Body with basic auth), e.g. https://api.twilio.com/2010-04-01/Accounts/<sid>/Messages.json.',
  },
  { name: 'SMS_HTTP_USER', default: '(unset)', meaning: 'Basic-auth user of SMS_HTTP_URL (the account SID with Twilio).' },
  { name: 'SMS_HTTP_TOKEN', default: '(unset)', meaning: 'Basic-auth password of SMS_HTTP_URL (the auth token with Twilio).' },
  { name: 'SMS_FROM', default: '(unset)', meaning: 'The sender number (From) of SMS, in E.164 form (+15551234567).' },
];
