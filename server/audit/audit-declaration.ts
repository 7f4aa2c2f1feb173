/**
 * How a route says that it reads or changes client data, contacts,
 * appointments, mail or chat: `config: { audit: { recordType, action,
 * recordId? } }`. The audit plugin (server/plugins/audit.ts) records every
 * such request of a signed-in user when it is answered, refusals included.
 * What only the handler learns (a looked-up record's provider, a new
 * record's id) it adds with noteAudit.
 */
import type { FastifyRequest } from 'fastify';
import type { AuditAction, AuditRecordType } from '../../domain/contract/audit';

/** One id, several (one event each), or none (a list). */
export type RecordIds = string | readonly string[] | null;

export interface AuditDeclaration {
  recordType: AuditRecordType;
  /** Fixed, or read from the request (cancelling through the delete call is an update). */
  action: AuditAction | ((request: FastifyRequest) => AuditAction);
  /** The record(s) the request names; absent for lists and searches. */
  recordId?: (request: FastifyRequest) => RecordIds;
  /**
   * Whom the user acts for, when the request does not name the provider as
   * providerId / provider_id / providerID in its path, query or body.
   */
  providerId?: (request: FastifyRequest) => number | null;
  /**
   * A public route whose key is a link (a reminder's answer page): its
   * requests are recorded without a signed-in user, as ANONYMOUS_AUDIT_USER.
   */
  anonymous?: true;
}

/** audit_events.user_id of a request nobody signed in to make (ids start at 1). */
export const ANONYMOUS_AUDIT_USER = 0;

/** What the handler adds once it knows it; each field overrides the declaration's. */
export interface AuditNote {
  /**
   * Who, on a public route whose key names a user (a calendar feed's
   * secret, issue 28): the key's owner, not ANONYMOUS_AUDIT_USER.
   */
  userId?: number;
  providerId?: number | null;
  recordId?: RecordIds;
  action?: AuditAction;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route reads or changes audited records (issue 13). */
    audit?: AuditDeclaration;
  }
  interface FastifyRequest {
    /** Set through noteAudit only. */
    auditNote: AuditNote | null;
  }
}

/**
 * Tells the audit trail what the handler found out. Call it before a
 * refusal too: a denied look at another practice's record belongs in that
 * practice's trail.
 */
export function noteAudit(request: FastifyRequest, note: AuditNote): void {
  request.auditNote = { ...request.auditNote, ...note };
}

type Source = 'params' | 'query' | 'body';

function fieldOf(request: FastifyRequest, source: Source, name: string): unknown {
  const bag: unknown = request[source];
  return bag !== null && typeof bag === 'object' ? (bag as Record<string, unknown>)[name] : undefined;
}

/** One field of the path, query or body, as the request has it (validated or not). */
export const valueFrom =
  (source: Source, name: string) =>
  (request: FastifyRequest): unknown =>
    fieldOf(request, source, name);

/** A record id as the trail stores it: the id, or `kind:id`. */
export function recordIdOf(value: unknown, kind?: string): string | null {
  const plain = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : null) : typeof value === 'string' && value !== '' ? value : null;
  if (plain === null) return null;
  return kind === undefined ? plain : `${kind}:${plain}`;
}

/** The id in one field of the path, query or body (validated or not: a refused request is recorded too). */
export const idFrom =
  (source: Source, name: string, kind?: string) =>
  (request: FastifyRequest): RecordIds =>
    recordIdOf(fieldOf(request, source, name), kind);

/** Every id of a list field (mail moves name up to MAIL_BATCH_MAX entries): one event each. */
export const idsFrom =
  (source: Source, name: string, kind?: string) =>
  (request: FastifyRequest): RecordIds => {
    const value = fieldOf(request, source, name);
    if (!Array.isArray(value)) return recordIdOf(value, kind);
    return value.map((v) => recordIdOf(v, kind)).filter((id): id is string => id !== null);
  };

const PROVIDER_FIELDS = ['providerId', 'provider_id', 'providerID'] as const;
const SOURCES: readonly Source[] = ['params', 'query', 'body'];

const asProviderId = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
};

/** The provider the request names, if any (path first, then query, then body). */
export function namedProviderId(request: FastifyRequest): number | null {
  for (const source of SOURCES) {
    for (const name of PROVIDER_FIELDS) {
      const id = asProviderId(fieldOf(request, source, name));
      if (id !== null) return id;
    }
  }
  return null;
}

/** Chat is not provider-scoped: a conversation belongs to the practice of whoever reads or writes it. */
export const ownPractice = (request: FastifyRequest): number | null => request.user?.practiceId ?? null;
