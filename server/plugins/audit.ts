/**
 * The audit trail's recorder (issue 13; HIPAA §164.312(b)). Every answered
 * request of a signed-in user to a route that declares `config.audit`
 * (server/audit/audit-declaration.ts) becomes an event: who, acting for
 * which provider, which record, which action, the route PATTERN (never the
 * URL: a search term is health information), the status and the address.
 * Refusals (403, 404, 400) are recorded: they are what snooping looks like.
 * A 401 is not: there is nobody to name.
 *
 * Recording is an array push in onResponse, after the answer has gone; the
 * AuditBuffer writes batches off the request path and on close.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUDIT_RECORD_ID } from '../../domain/contract/audit';
import { AuditBuffer } from '../audit/audit-buffer';
import { ANONYMOUS_AUDIT_USER, namedProviderId, type AuditDeclaration, type RecordIds } from '../audit/audit-declaration';
import type { AuditRecord } from '../repositories/audit-repository';

export interface AuditPluginOptions {
  /** false: nothing is recorded (only the bench turns it off, to measure what recording costs). */
  enabled: boolean;
  flushMs?: number;
  maxHeld?: number;
}

/** A route as the coverage test sees it. */
export interface DeclaredRoute {
  method: string;
  url: string;
  audit: AuditDeclaration | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    auditTrail: {
      /** Every route registered after this plugin, with its declaration. */
      routes: readonly DeclaredRoute[];
      /** Writes the waiting events now (tests read the table right after a call). */
      flush: () => Promise<void>;
    };
  }
}

/** A request names at most MAIL_BATCH_MAX records; more would be a made-up request, and each is one row. */
const IDS_PER_REQUEST = 100;

const idsOf = (ids: RecordIds): (string | null)[] => {
  if (ids === null) return [null];
  const list = typeof ids === 'string' ? [ids] : ids;
  // Only id-shaped values: whatever else a refused request carried stays out of the table.
  const valid = [...new Set(list)].filter((id) => AUDIT_RECORD_ID.test(id)).slice(0, IDS_PER_REQUEST);
  return valid.length > 0 ? valid : [null];
};

function recordsOf(request: FastifyRequest, reply: FastifyReply, declared: AuditDeclaration, userId: number): AuditRecord[] {
  const note = request.auditNote;
  const action = note?.action ?? (typeof declared.action === 'function' ? declared.action(request) : declared.action);
  const providerId =
    note?.providerId !== undefined ? note.providerId : (declared.providerId?.(request) ?? namedProviderId(request));
  const ids = note?.recordId !== undefined ? note.recordId : (declared.recordId?.(request) ?? null);
  const at = new Date();
  return idsOf(ids).map((recordId) => ({
    at,
    userId,
    providerId,
    action,
    recordType: declared.recordType,
    recordId,
    route: request.routeOptions.url ?? '',
    method: request.method,
    statusCode: reply.statusCode,
    ip: request.ip,
  }));
}

export default fp<AuditPluginOptions>(
  async (app: FastifyInstance, opts) => {
    app.decorateRequest('auditNote', null);
    const routes: DeclaredRoute[] = [];
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url, audit: route.config?.audit });
    });
    const buffer = new AuditBuffer({
      insert: (rows) => app.auditRepository.insert(rows),
      log: app.log,
      flushMs: opts.flushMs,
      maxHeld: opts.maxHeld,
    });
    app.decorate('auditTrail', { routes, flush: () => buffer.flush() });
    if (!opts.enabled) return;

    app.addHook('onResponse', (request, reply, done) => {
      const declared = request.routeOptions.config.audit;
      const userId = request.user?.id ?? request.auditNote?.userId ?? (declared?.anonymous ? ANONYMOUS_AUDIT_USER : undefined);
      if (declared && userId !== undefined && reply.statusCode !== 401) {
        try {
          for (const record of recordsOf(request, reply, declared, userId)) buffer.push(record);
        } catch (err) {
          // A declaration that throws must not cost the answer (already sent) nor the process.
          request.log.error({ kind: err instanceof Error ? err.name : typeof err }, 'audit trail: event could not be made');
        }
      }
      done();
    });
    buffer.start();
    // Registered after the db plugin, so this onClose runs before the database closes.
    app.addHook('onClose', async () => buffer.close());
  },
  { name: 'audit', dependencies: ['repositories', 'authenticate'] },
);
