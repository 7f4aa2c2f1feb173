/**
 * Audit events wait here between the response and the database, so that
 * recording costs a request one array push: a timer writes them with one
 * multi-row insert every FLUSH_MS, or at once when BATCH_EVENTS are waiting,
 * and close() writes the rest. When the database is down the buffer keeps at
 * most maxHeld events (the newest are dropped beyond that) and retries with
 * a growing pause; it logs counts only, never an event (ids and addresses
 * are not for the application log).
 */
import type { AuditRecord } from '../repositories/audit-repository';

export interface AuditBufferLog {
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

export interface AuditBufferOptions {
  insert: (rows: readonly AuditRecord[]) => Promise<void>;
  log: AuditBufferLog;
  /** Default 250 ms. */
  flushMs?: number;
  /** Waiting events that start a write at once. Default 200. */
  batchEvents?: number;
  /** Rows in one insert. Default 1,000 (10 columns: far from PostgreSQL's 65,535 parameters, and sent as one JSON value anyway). */
  insertMax?: number;
  /** Events kept while the database cannot take them. Default 20,000. */
  maxHeld?: number;
}

const RETRY_MAX_MS = 10_000;

/** The SQLSTATE of a database error, else its class name: enough to tell an outage from a bug, with no row in it. */
const errorKind = (err: unknown): string => {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  return err instanceof Error ? err.name : typeof err;
};

export class AuditBuffer {
  private queue: AuditRecord[] = [];
  private writing: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private failures = 0;
  private retryAt = 0;
  private dropped = 0;
  private closed = false;
  private readonly flushMs: number;
  private readonly batchEvents: number;
  private readonly insertMax: number;
  private readonly maxHeld: number;

  constructor(private readonly opts: AuditBufferOptions) {
    this.flushMs = opts.flushMs ?? 250;
    this.batchEvents = opts.batchEvents ?? 200;
    this.insertMax = opts.insertMax ?? 1000;
    this.maxHeld = opts.maxHeld ?? 20_000;
  }

  /** Events waiting to be written. */
  get held(): number {
    return this.queue.length;
  }

  start(): void {
    if (this.timer || this.closed) return;
    this.timer = setInterval(() => void this.tick(), this.flushMs);
    // The timer alone must not keep a process alive; close() writes what is left.
    this.timer.unref();
  }

  push(event: AuditRecord): void {
    if (this.queue.length >= this.maxHeld) {
      this.dropped += 1;
      return;
    }
    this.queue.push(event);
    if (this.queue.length >= this.batchEvents && !this.writing && Date.now() >= this.retryAt) void this.flush();
  }

  private async tick(): Promise<void> {
    if (this.queue.length > 0 && !this.writing && Date.now() >= this.retryAt) await this.flush();
  }

  /** Writes everything waiting now (one insert per insertMax rows); resolves when done or failed. */
  flush(): Promise<void> {
    // One write at a time keeps the rows in order; a second caller waits for it, then writes what came since.
    const run = (this.writing ?? Promise.resolve()).then(() => this.writeAll());
    const tracked = run.finally(() => {
      if (this.writing === tracked) this.writing = null;
    });
    this.writing = tracked;
    return tracked;
  }

  private async writeAll(): Promise<void> {
    this.reportDropped();
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.insertMax);
      try {
        await this.opts.insert(batch);
        if (this.failures > 0) this.opts.log.warn({ failures: this.failures, held: this.queue.length }, 'audit trail: writing again');
        this.failures = 0;
        this.retryAt = 0;
      } catch (err) {
        // Back in front, in order; beyond maxHeld the newest give way (and are counted).
        const room = Math.max(0, this.maxHeld - this.queue.length);
        const kept = batch.slice(0, room);
        this.dropped += batch.length - kept.length;
        this.queue = [...kept, ...this.queue];
        this.failures += 1;
        this.retryAt = Date.now() + Math.min(RETRY_MAX_MS, this.flushMs * 2 ** this.failures);
        this.opts.log.error({ held: this.queue.length, failures: this.failures, kind: errorKind(err) }, 'audit trail: events could not be written');
        this.reportDropped();
        return;
      }
    }
  }

  private reportDropped(): void {
    if (this.dropped === 0) return;
    this.opts.log.error({ dropped: this.dropped, maxHeld: this.maxHeld }, 'audit trail: buffer full, events dropped');
    this.dropped = 0;
  }

  /** Stops the timer and writes what is left (one try: a closing process cannot wait for a database to come back). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.retryAt = 0;
    await this.flush();
    if (this.queue.length > 0) {
      this.opts.log.error({ lost: this.queue.length }, 'audit trail: events not written before close');
      this.queue = [];
    }
  }
}
