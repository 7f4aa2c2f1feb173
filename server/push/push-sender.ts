/**
 * Web Push out (RFC 8030 delivery, RFC 8291 encryption, RFC 8292 VAPID).
 * web-push builds each request (encrypts the payload, signs the VAPID JWT);
 * the POST itself goes through fetch, with a timeout, no redirects and only
 * to endpoints of the configured push services.
 */
import webPush from 'web-push';
import { pushPayloadFor, type PushKind } from '../../domain/contract/push';
import type { PushSubscriptionsRepository, StoredSubscription } from '../repositories/push-subscriptions-repository';
import { isAllowedPushEndpoint } from './endpoint-policy';
import type { VapidKeys } from './vapid-keys';

/** Whom to notify: user ids, or a look-up run after the request (e.g. a provider's team). */
export type PushRecipients = readonly number[] | (() => Promise<readonly number[]>);

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
  /**
   * Pushes pushPayloadFor(kind) to every subscription of these users.
   * Returns at once and never throws: call it after the change committed;
   * it neither delays nor fails the request.
   */
  notify(recipients: PushRecipients, kind: PushKind): void;
  /** Resolves once everything notified so far is sent or given up. */
  idle(): Promise<void>;
  /** Stops taking new notifications and waits for those under way. */
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
  /** PUSH_ENABLED: false makes notify do nothing. */
  enabled: boolean;
  allowedHosts: readonly string[];
  subscriptions: Pick<PushSubscriptionsRepository, 'ofUsers' | 'deleteGone'>;
  log: PushLog;
  /** Requests in flight at once (default 8). */
  concurrency?: number;
  /** Sends waiting beyond this are dropped with a warning (default 10,000): a burst never grows memory without bound. */
  maxQueued?: number;
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
  const maxQueued = options.maxQueued ?? 10_000;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const ttl = options.ttlSeconds ?? 3600;
  const queue: (() => Promise<void>)[] = [];
  const pending = new Set<Promise<void>>();
  let running = 0;
  let closing = false;

  const track = (work: Promise<void>): void => {
    const settled = work.catch((err: unknown) => log.warn({ code: failureCode(err) }, 'push failed'));
    pending.add(settled);
    void settled.finally(() => pending.delete(settled));
  };

  function pump(): void {
    while (running < concurrency && queue.length > 0) {
      const job = queue.shift()!;
      running += 1;
      track(
        job().finally(() => {
          running -= 1;
          pump();
        }),
      );
    }
  }

  /** Answers null when settled (sent, gone, refused for good, skipped), else the failure's code to retry on. */
  async function sendOne(sub: StoredSubscription, kind: PushKind): Promise<string | null> {
    if (!isAllowedPushEndpoint(sub.endpoint, options.allowedHosts)) {
      log.warn({ kind, subscriptionId: sub.id }, 'push endpoint not on an allowed push service: skipped');
      return null;
    }
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

  async function deliver(userIds: readonly number[], kind: PushKind, skip: readonly number[] = []): Promise<void> {
    if (!options.enabled || userIds.length === 0) return;
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

  async function fanOut(recipients: PushRecipients, kind: PushKind): Promise<void> {
    const userIds = [...new Set(typeof recipients === 'function' ? await recipients() : recipients)];
    const subs = await subscriptions.ofUsers(userIds);
    for (const sub of subs) {
      if (queue.length >= maxQueued) {
        log.warn({ kind }, 'push queue full: notification dropped');
        continue;
      }
      queue.push(async () => void (await sendOne(sub, kind)));
    }
    pump();
  }

  return {
    deliver,
    notify(recipients, kind) {
      if (!options.enabled || closing) return;
      if (typeof recipients !== 'function' && recipients.length === 0) return;
      track(fanOut(recipients, kind));
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
    async close() {
      closing = true;
      // What has not started by now is dropped: shutting down must not wait on thousands of timeouts.
      const dropped = queue.splice(0).length;
      if (dropped > 0) log.warn({ dropped }, 'push: notifications dropped at shutdown');
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
