import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { PRODUCT_NAME } from '../domain/brand';
import { messages } from '../domain/messages';
import { hasNulOrDeepNesting } from '../domain/validation/nul-or-deep-nesting';
import type { Config } from './config';
import { type Database, openDatabase, SERVING_POOL_BOUNDS } from './db/client';
import { RETRY_AFTER_SECONDS } from './db/unavailable';
import { badRequest, HttpError, toClientMessage } from './errors';
import { loggableUrl } from './logging/loggable-url';
import { safeErrorSerializer } from './logging/safe-error';
import { clientGoneHooks } from './logging/client-gone';
import auditPlugin from './plugins/audit';
import authenticatePlugin from './plugins/authenticate';
import dbPlugin from './plugins/db';
import idempotencyPlugin from './plugins/idempotency';
import jobsPlugin from './plugins/jobs';
import mailerPlugin from './plugins/mailer';
import pushPlugin from './plugins/push';
import { redisRateLimitStore } from './plugins/redis-rate-limit-store';
import repositoriesPlugin from './plugins/repositories';
import securityHeadersPlugin from './plugins/security-headers';
import webAppPlugin from './plugins/web-app';
import realtimePlugin from './realtime/realtime';
import apiRoutes from './routes/index';
import feedRoute from './routes/feed/feed';
import { seedDemoIfEmpty } from './seed/seed';

export interface BuildOptions {
  config: Config;
  /** An already opened database (tests); otherwise opened from config. */
  database?: Database;
  /** Close the database with the app (default true). */
  closeDatabase?: boolean;
  /** false silences logging (tests). Default: pino at config.logLevel with redaction. */
  logger?: false;
  /** Where log lines go (default stdout); redaction applies either way. */
  logStream?: { write(line: string): void };
  /** The built web app to serve; default dist/web beside the server folder. */
  webRoot?: string;
  /** false: the audit trail records nothing. Only the bench (tests/bench/audit.ts) turns it off, to measure what it costs. */
  audit?: boolean;
}

const BODY_LIMIT = 1024 * 1024;
/**
 * Answers smaller than this go as they are: under ~1 KiB an answer fits one
 * TCP segment either way, so compressing it saves no round trip, only CPU.
 */
const COMPRESS_THRESHOLD = 1024;
/**
 * gzip level for the API's JSON answers. Measured (tests/bench/server-path.ts,
 * real answers): a one-week daily answer of 32 KB is 2.4 KB at level 1 and
 * 1.7 KB at zlib's default 6, which takes about 2-3x the CPU for 0.6 KB less
 * (a fraction of one TCP segment). Calendar JSON repeats its keys and names,
 * so level 1 already removes nearly all of it; the default level cost the
 * daily call 1.3-1.7 ms per request (issue 16). Static files are
 * pre-compressed at build time (plugins/web-app.ts), never here.
 */
const COMPRESS_LEVEL = 1;

/**
 * Never logged: credentials, session tokens and anything a client sent.
 * Bodies, query strings and path parameters are not logged at all; these
 * paths catch them should a log call ever pass one along.
 */
const redact = [
  'req.headers.token',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["idempotency-key"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.passwordHash',
  '*.token',
  'body',
  '*.body',
  'query',
  '*.query',
  'params',
  '*.params',
];

/** PostgreSQL's class 22 (data exception): the input, not the server, is at fault. */
/** The rate limit's two log lines (Redis away, Redis back): said once each, never per request. */
const rateLimitLog = (app: FastifyInstance) => ({
  warn: (message: string) => app.log.warn(message),
  info: (message: string) => app.log.info(message),
});

const isDataException = (err: FastifyError): boolean => {
  const cause = (err as { cause?: { code?: unknown } }).cause;
  const code = typeof cause?.code === 'string' ? cause.code : err.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
};

function websocketOrigin(publicUrl: string | undefined): string[] {
  if (!publicUrl) return [];
  const url = new URL(publicUrl);
  return [`${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`];
}

export async function openConfiguredDatabase(config: Config): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ url: config.databaseUrl, bounds: SERVING_POOL_BOUNDS })
    : openDatabase({ pgliteDir: `${config.dataDir}/pglite` });
}

/** Longest path parameter Fastify accepts (its default, 100, would refuse a search for ~16 accented letters with its own 414). */
const MAX_PARAM_LENGTH = 1000;

/** Builds the app without listening: main.ts listens, tests inject. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger: opts.logger ?? {
      level: config.logLevel,
      redact,
      hooks: clientGoneHooks,
      serializers: {
        err: safeErrorSerializer,
        // Fastify's own request line, with search terms (health information) taken out of the path.
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: loggableUrl(request.url),
          hostname: request.hostname,
          remoteAddress: request.ip,
        }),
      },
      ...(opts.logStream ? { stream: opts.logStream } : {}),
    },
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    // A search term is a path segment; percent-encoded accents triple its length. The contract still caps the term itself.
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler<FastifyError>((err, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      // The domain schemas carry the spec's texts: show the first issue's.
      return reply.code(400).send({ message: toClientMessage(err.validation[0]?.message) });
    }
    if (err instanceof HttpError) return reply.code(err.statusCode).send({ message: err.message });
    // PostgreSQL unreachable: a 503 the client may retry (with its Idempotency-Key), logged once per outage by the watch.
    if (app.database.outage.noted(err)) {
      return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ message: messages.serverError });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response does not match its schema');
      return reply.code(500).send({ message: messages.serverError });
    }
    if (isDataException(err)) {
      // A value the contract should have refused (too long, out of range): a 400, and a warning to tighten the contract.
      request.log.warn({ err }, 'input refused by the database');
      return reply.code(400).send({ message: messages.invalidRequest });
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.code(500).send({ message: messages.serverError });
    }
    const message =
      status === 413 ? messages.requestTooLarge : status === 429 ? messages.tooManyRequests : toClientMessage(err.message);
    return reply.code(status).send({ message });
  });

  // Text PostgreSQL cannot store, and nesting no honest request has, are refused before any handler sees them.
  app.addHook('preValidation', async (request) => {
    if (hasNulOrDeepNesting(request.params) || hasNulOrDeepNesting(request.query) || hasNulOrDeepNesting(request.body)) {
      throw badRequest();
    }
  });
  // Health information must not stay in a browser's or proxy's cache.
  app.addHook('onSend', async (request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });

  // 1. External plugins.
  // 'self' covers the same-origin websocket in current browsers; PUBLIC_URL adds its ws(s) origin explicitly.
  const connectSrc = ["'self'", ...websocketOrigin(config.publicUrl)];
  // helmet's headers, computed once at start-up (plugins/security-headers.ts), not per request.
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix dialogs lock scrolling through react-remove-scroll, which injects a <style> element;
        // inline styles cannot run code, scripts stay 'self' only.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc,
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
  });
  // A phone on a cell network fetches the contacts list (≈1.3 MB of JSON for 5,000 contacts) as ≈85 KB.
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['gzip', 'deflate'],
    zlibOptions: { level: COMPRESS_LEVEL },
  });
  // Unsigned: the one cookie (the trusted-device token) is random and looked up by its hash.
  await app.register(cookie);
  // node-redis is loaded only when configured: ≈ 7 MiB of heap a single process without Redis never needs.
  const rateLimitRedis = config.redisUrl ? (await import('redis')).createClient({ url: config.redisUrl }) : null;
  if (rateLimitRedis) {
    // node-redis reports every failed reconnect attempt; the store says once that it counts alone, and once that it is back.
    rateLimitRedis.on('error', () => undefined);
    await rateLimitRedis.connect();
    app.addHook('onClose', async () => {
      await rateLimitRedis.quit().catch(() => undefined);
    });
  }
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: 60_000,
    ...(rateLimitRedis ? { store: redisRateLimitStore(rateLimitRedis, `${config.redisPrefix}:rl:`, Date.now, rateLimitLog(app)) } : {}),
    errorResponseBuilder: () => ({ statusCode: 429, message: messages.tooManyRequests }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: `${PRODUCT_NAME} API`, version: '0.1.0' },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'token' },
          userid: { type: 'apiKey', in: 'header', name: 'userid' },
        },
      },
      security: [{ token: [], userid: [] }],
    },
    transform: jsonSchemaTransform,
  });

  // 2. App plugins.
  const database = opts.database ?? (await openConfiguredDatabase(config));
  await app.register(dbPlugin, { database, closeOnExit: opts.closeDatabase ?? true });
  await app.register(repositoriesPlugin, { config });
  await app.register(mailerPlugin, { config });
  await app.register(pushPlugin, { config });
  await app.register(authenticatePlugin);
  // Before the routes: it marks the create calls as they are registered.
  await app.register(idempotencyPlugin);
  await app.register(auditPlugin, { enabled: opts.audit ?? true });
  await app.register(realtimePlugin, { config });
  // Reminders and series extension; it polls once the server listens (JOBS_ENABLED).
  await app.register(jobsPlugin, { config });
  if (config.seedDemo) {
    const seeded = await seedDemoIfEmpty(database.db);
    if (seeded) app.log.info('seeded the demo practice');
  }

  // Expired sessions are refused anyway; sweeping them keeps the table small.
  const sweep = setInterval(() => {
    app.sessionsRepository.deleteExpired().catch((err: unknown) => app.log.warn({ err }, 'session sweep failed'));
  }, 3_600_000);
  sweep.unref();
  app.addHook('preClose', async () => clearInterval(sweep));

  // 3. Routes.
  await app.register(apiRoutes, { prefix: '/api', config });
  // A calendar app's subscription (issue 28): no session, the secret in the path is the key.
  await app.register(feedRoute, { config });

  // 4. The built web app, with the SPA fallback in the not-found handler.
  const webRoot = opts.webRoot ?? fileURLToPath(new URL('../dist/web', import.meta.url));
  // Caching headers, pre-compressed files and the 404s: plugins/web-app.ts.
  await app.register(webAppPlugin, { root: webRoot });

  return app;
}
