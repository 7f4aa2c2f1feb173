/**
 * Web Push out (RFC 8030 delivery, RFC 8291 encryption, RFC 8292 VAPID),
 * awaited by the outbox's send:push job (server/jobs/send-handlers.ts),
 * which retries what a push service could not take.
 * web-push builds each request (encrypts the payload, signs the VAPID JWT);
 * the POST itself goes through fetch, with a timeout, no redirects and only
 * to endpoints of the configured push services.
 */
import { pushPayloadFor, type PushKind } from '../../domain/contract/push';
import type { PushSubscriptionsRepository, StoredSubscription } from '../repositories/push-subscriptions-repository';
import { isAllowedPushEndpoint } from './endpoint-policy';
import type { VapidKeys } from './vapid-keys';

/**
 * Some subscriptions could not be reached (a network error, 429 or 5xx):
 * the job that delivers retries, skipping `settled` (those accepted, gone
 * or refused for good), so a device is not pushed twice. Safe to log: a
 * code, never the endpoint.
 */
export class PushNotDeliveredError extends Error {
  override readonly name = 'PushNotDeliveredError';
  constructor(
    readonly code: string,
    /** Subscription ids that need no retry. */
    readonly settled: readonly number[],
  ) {
    super(`push not delivered: ${code}`);
  }
}

export interface PushSender {
  /**
   * Pushes pushPayloadFor(kind) to every subscription of these users but
   * those in `skip` (subscription ids), and resolves once each is answered.
   * Rejects with PushNotDeliveredError when a push service could not take
   * one (for the job to retry); 404/410 delete the subscription, another
   * 4xx gives that one up. Called by the outbox's job handler, never from
   * a request.
   */
  deliver(userIds: readonly number[], kind: PushKind, skip?: readonly number[]): Promise<void>;
  /** Takes no new deliveries and waits for those under way. */
  close(): Promise<void>;
}

/** The two calls of a pino logger the sender uses (app.log fits). */
export interface PushLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface PushSenderOptions {
  keys: VapidKeys;
  /** VAPID subject: mailto:… or https://… */
  subject: string;
  /** PUSH_ENABLED: false makes deliver do nothing. */
  enabled: boolean;
  allowedHosts: readonly string[];
  subscriptions: Pick<PushSubscriptionsRepository, 'ofUsers' | 'deleteGone'>;
  log: PushLog;
  /** Requests in flight at once (default 8). */
  concurrency?: number;
  /** Per request (default 10 s). */
  timeoutMs?: number;
  /** How long the push service keeps an undelivered notification (default 1 h). */
  ttlSeconds?: number;
}

/** Headers fetch sets itself from the body. */
const COMPUTED_HEADERS = new Set(['content-length']);

/** A failure's code, safe to log: never its message, which may quote the endpoint (a capability URL). */
function failureCode(err: unknown): string {
  if (typeof err !== 'object' || err === null) return 'unknown';
  const cause = (err as { cause?: { code?: unknown } }).cause;
  if (typeof cause?.code === 'string') return cause.code;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') return code;
  const name = (err as { name?: unknown }).name;
  return typeof name === 'string' ? name : 'unknown';
}

export function createPushSender(options: PushSenderOptions): PushSender {
  const { keys, subject, log, subscriptions } = options;
  const concurrency = options.concurrency ?? 8;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const ttl = options.ttlSeconds ?? 3600;
  const pending = new Set<Promise<void>>();
  let closing = false;

  /** Answers null when settled (sent, gone, refused for good, skipped), else the failure's code to retry on. */
  async function sendOne(sub: StoredSubscription, kind: PushKind): Promise<string | null> {
    if (!isAllowedPushEndpoint(sub.endpoint, options.allowedHosts)) {
      log.warn({ kind, subscriptionId: sub.id }, 'push endpoint not on an allowed push service: skipped');
      return null;
    }
    // Loaded with the first push, not at start (module cache: once per process).
    const { default: webPush } = await import('web-push');
    const details = webPush.generateRequestDetails(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      JSON.stringify(pushPayloadFor(kind)),
      // Topic: a newer notification of the kind replaces one the device has not fetched yet.
      { vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey }, TTL: ttl, urgency: 'normal', topic: kind },
    );
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(details.headers)) {
      if (!COMPUTED_HEADERS.has(name.toLowerCase())) headers[name] = String(value);
    }
    let status: number;
    try {
      const res = await fetch(details.endpoint, {
        method: 'POST',
        headers,
        body: new Uint8Array(details.body),
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = res.status;
      await res.body?.cancel();
    } catch (err) {
      const code = failureCode(err);
      log.warn({ kind, subscriptionId: sub.id, code }, 'push not sent');
      return code;
    }
    if (status === 404 || status === 410) {
      await subscriptions.deleteGone(sub);
      log.info({ kind, subscriptionId: sub.id, status }, 'push subscription gone: removed');
      return null;
    }
    if (status >= 200 && status <= 299) return null;
    log.warn({ kind, subscriptionId: sub.id, status }, 'push not accepted');
    // 429 and 5xx: the service may take it later; another 4xx will refuse it again.
    return status === 429 || status >= 500 ? `HTTP_${status}` : null;
  }

  async function fanOut(userIds: readonly number[], kind: PushKind, skip: readonly number[]): Promise<void> {
    const skipped = new Set(skip);
    const subs = (await subscriptions.ofUsers([...new Set(userIds)])).filter((s) => !skipped.has(s.id));
    const settled: number[] = [...skipped];
    let failure: string | null = null;
    let next = 0;
    const lane = async (): Promise<void> => {
      while (next < subs.length) {
        const sub = subs[next++]!;
        const code = await sendOne(sub, kind);
        if (code === null) settled.push(sub.id);
        else failure ??= code;
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, subs.length) }, lane));
    if (failure !== null) throw new PushNotDeliveredError(failure, settled);
  }

  return {
    async deliver(userIds, kind, skip = []) {
      if (!options.enabled || userIds.length === 0) return;
      if (closing) throw new PushNotDeliveredError('CLOSING', skip);
      const work = fanOut(userIds, kind, skip);
      const settled = work.catch(() => undefined);
      pending.add(settled);
      void settled.finally(() => pending.delete(settled));
      return work;
    },
    async close() {
      closing = true;
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
