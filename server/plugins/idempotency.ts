/**
 * Idempotency-Key on create calls (issue 13): a retry of a write whose
 * answer was lost must not create the record twice.
 *
 * - The calls are domain/contract/idempotency.ts's list; this plugin marks
 *   their routes (`config.idempotent`) and gives them the optional header in
 *   their schema, so Fastify checks it (400) and the OpenAPI document shows it.
 * - Before the handler: a key the user sent within 24 h with the same request
 *   and a stored answer is answered with that answer (`Idempotent-Replayed:
 *   true`); with another request, 422; without an answer yet, 409 (the first is
 *   still running: its claim commits with its answer, so a retry on
 *   PostgreSQL that passed the look-up waits for that commit and is then
 *   told the request was received; or the first answered 5xx). A new key waits, pending, for the
 *   request's first transaction (db/idempotent-writes.ts), which writes it.
 * - The request's first transaction stays open until its answer is known
 *   (db/idempotent-writes.ts): a 2xx answer is stored on the key in it,
 *   before the write commits, so a crash leaves both or neither and a retry
 *   after a crash hears the first answer (issue 30 item 4). A 4xx drops a
 *   key its request had claimed (nothing was created), so the client may
 *   retry; a 5xx keeps it unanswered, since the write may stand. 409 is
 *   left only for a retry that arrives while the first is still running.
 * Requests without the header, and other routes, are untouched.
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { errorBody } from '../../domain/contract/common';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  idempotencyKeyHeaders,
  idempotentCalls,
  isIdempotentCall,
} from '../../domain/contract/idempotency';
import { messages } from '../../domain/messages';
import { type PendingKey, runWithPendingKey } from '../db/idempotent-writes';
import { HttpError } from '../errors';
import { fingerprintOf } from './idempotency-fingerprint';
import { requireUser } from './authenticate';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by this plugin for the calls of domain/contract/idempotency.ts: the route honours Idempotency-Key. */
    idempotent?: boolean;
  }
}

/** The routes' prefix (routes/index.ts); the list names paths under it. */
const API_PREFIX = '/api/';
const SWEEP_EVERY_MS = 3_600_000;

const isSuccess = (status: number) => status >= 200 && status < 300;
const isRefusal = (status: number) => status >= 400 && status < 500;

/** A 409 or 422 route answer may now also be the one error shape (appointment add's 409 is the overlap question). */
function withKeyAnswers(response: unknown): Record<string, unknown> {
  const answers: Record<string, unknown> = typeof response === 'object' && response !== null ? { ...response } : {};
  const conflict = answers[409];
  answers[409] = conflict instanceof z.ZodType ? z.union([conflict, errorBody]) : errorBody;
  answers[422] ??= errorBody;
  return answers;
}

function markIfIdempotent(route: RouteOptions): string | null {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (!route.url.startsWith(API_PREFIX)) return null;
  const path = route.url.slice(API_PREFIX.length);
  const marked = methods.filter((m) => isIdempotentCall(m, path));
  if (marked.length === 0) return null;
  if (route.config?.public) throw new Error(`${route.url}: an Idempotency-Key is kept per user, so the route cannot be public`);
  if (route.schema?.headers !== undefined) throw new Error(`${route.url}: merge idempotencyKeyHeaders into the route's own headers schema`);
  route.config = { ...route.config, idempotent: true };
  route.schema = { ...route.schema, headers: idempotencyKeyHeaders, response: withKeyAnswers(route.schema?.response) };
  return marked.map((m) => `${m.toUpperCase()} ${path}`).join(',');
}

export default fp(
  async (app: FastifyInstance) => {
    const keys = app.idempotencyKeysRepository;
    const pendingOf = new WeakMap<FastifyRequest, PendingKey>();

    const marked = new Set<string>();
    app.addHook('onRoute', (route) => {
      const call = markIfIdempotent(route);
      if (call !== null) marked.add(call);
    });
    // A renamed route would silently lose its protection: refuse to start instead.
    app.addHook('onReady', async () => {
      const missing = idempotentCalls.filter((c) => !marked.has(`${c.method} ${c.path}`));
      if (missing.length > 0) throw new Error(`no route for idempotent call(s): ${missing.map((c) => `${c.method} ${c.path}`).join(', ')}`);
    });

    // Callback style: the rest of the request must run inside runWithPendingKey, which only `done` can carry.
    app.addHook('preHandler', (request, reply, done) => {
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      if (!request.routeOptions.config.idempotent || typeof key !== 'string') {
        done();
        return;
      }
      const check = async (): Promise<PendingKey | null> => {
        const userId = requireUser(request).id;
        const fingerprint = fingerprintOf({
          method: request.method,
          route: request.routeOptions.url ?? '',
          params: request.params,
          body: request.body,
        });
        const row = await keys.find(userId, key);
        if (!row) return { userId, key, fingerprint, state: 'open', hold: {} };
        if (row.fingerprint !== fingerprint) throw new HttpError(422, messages.idempotencyKeyReused);
        if (row.completedAt === null || row.statusCode === null) throw new HttpError(409, messages.requestAlreadyReceived);
        // The stored text as it is: serialising it again could differ from what the first answer sent.
        void reply
          .code(row.statusCode)
          .header(IDEMPOTENT_REPLAYED_HEADER, 'true')
          .type('application/json; charset=utf-8')
          .send(JSON.stringify(row.responseBody));
        return null;
      };
      check().then(
        (pending) => {
          if (pending === null) return; // answered: a hook that replies does not call done
          pendingOf.set(request, pending);
          runWithPendingKey(pending, done);
        },
        (err: Error) => done(err),
      );
    });

    app.addHook('preSerialization', async (request, reply, payload: unknown) => {
      const pending = pendingOf.get(request);
      if (!pending || !isSuccess(reply.statusCode)) return payload;
      // What the answer will be on the wire, so a replay equals it.
      const wire = reply.serialize(payload);
      const body: unknown = JSON.parse(typeof wire === 'string' ? wire : new TextDecoder().decode(wire));
      const settle = pending.state === 'claimed' ? pending.hold?.settle : undefined;
      pendingOf.delete(request);
      pending.state = 'closed';
      if (settle) {
        // Stored and committed with the write: should the commit fail, the answer is that error, not this 2xx.
        await settle({ kind: 'answer', statusCode: reply.statusCode, body });
        return payload;
      }
      try {
        await keys.complete(pending, reply.statusCode, body);
      } catch (err) {
        // Nothing was written for it: answer it. The key stays unanswered, so a retry is told it was received.
        if (!app.database.outage.noted(err)) request.log.warn({ err }, 'the answer of an Idempotency-Key was not stored');
      }
      return payload;
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const pending = pendingOf.get(request);
      if (!pending) return payload;
      pendingOf.delete(request);
      const claimed = pending.state === 'claimed';
      pending.state = 'closed';
      if (!claimed) return payload;
      if (isSuccess(reply.statusCode)) {
        // preSerialization sees object answers only; a create route answering a string or stream leaves its key unanswered.
        request.log.warn('a 2xx of an idempotent route was not stored for replay');
      }
      // A refusal created nothing: the key goes, so the client may retry. A 5xx keeps it, since the write may stand.
      const outcome = isRefusal(reply.statusCode) ? ({ kind: 'drop' } as const) : ({ kind: 'keep' } as const);
      // While the database is unreachable the outage is logged once (db/unavailable.ts), not per request.
      await pending.hold?.settle?.(outcome).catch((err: unknown) => {
        if (!app.database.outage.noted(err)) request.log.warn({ err }, 'an idempotent write after its answer did not commit');
      });
      return payload;
    });

    // A request that ends without a reply (the client went away first) must not hold its transaction.
    app.addHook('onResponse', async (request) => {
      const pending = pendingOf.get(request);
      if (!pending) return;
      pendingOf.delete(request);
      pending.state = 'closed';
      await pending.hold?.settle?.({ kind: 'keep' }).catch(() => undefined);
    });

    const sweep = setInterval(() => {
      keys.sweep().catch((err: unknown) => app.log.warn({ err }, 'Idempotency-Key sweep failed'));
    }, SWEEP_EVERY_MS);
    sweep.unref();
    app.addHook('preClose', async () => clearInterval(sweep));
  },
  { name: 'idempotency', dependencies: ['db', 'repositories'] },
);
