import { describe, expect, it } from 'vitest';
import { AuditBuffer } from '../../../server/audit/audit-buffer';
import type { AuditRecord } from '../../../server/repositories/audit-repository';

/** The audit buffer alone, with an insert that a test can break: batching, bounds, retries and what it logs. */

const record = (n: number): AuditRecord => ({
  at: new Date(),
  userId: 1,
  providerId: 1,
  action: 'read',
  recordType: 'client',
  recordId: `secret-${n}`,
  route: '/api/clients/client_details/:providerId',
  method: 'GET',
  statusCode: 200,
  ip: '192.0.2.1',
});

function harness(opts: { batchEvents?: number; maxHeld?: number; flushMs?: number } = {}) {
  const written: AuditRecord[][] = [];
  const logged: { fields: Record<string, unknown>; message: string }[] = [];
  let down = false;
  const buffer = new AuditBuffer({
    insert: async (rows) => {
      if (down) throw Object.assign(new Error('connection refused: row (secret-1, 192.0.2.1)'), { code: 'ECONNREFUSED' });
      written.push([...rows]);
    },
    log: {
      warn: (fields, message) => logged.push({ fields, message }),
      error: (fields, message) => logged.push({ fields, message }),
    },
    flushMs: opts.flushMs ?? 20,
    batchEvents: opts.batchEvents ?? 5,
    maxHeld: opts.maxHeld ?? 1000,
  });
  return {
    buffer,
    written,
    logged,
    setDown: (v: boolean) => {
      down = v;
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('AuditBuffer', () => {
  it('given a full batch, should write it at once in one insert; fewer wait for the timer', async () => {
    const h = harness({ batchEvents: 5, flushMs: 100 });
    h.buffer.start();
    for (let i = 0; i < 5; i++) h.buffer.push(record(i));
    await sleep(5);
    expect(h.written.map((b) => b.length)).toEqual([5]);
    for (let i = 5; i < 7; i++) h.buffer.push(record(i));
    await sleep(5);
    expect(h.written.map((b) => b.length)).toEqual([5]);
    await sleep(200);
    expect(h.written.flat().map((r) => r.recordId)).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => `secret-${i}`));
    await h.buffer.close();
  });

  it('given the database down, should keep the events in order, retry, and log counts only', async () => {
    const h = harness({ batchEvents: 1000, flushMs: 10 });
    h.buffer.start();
    h.setDown(true);
    for (let i = 0; i < 3; i++) h.buffer.push(record(i));
    await sleep(60);
    expect(h.written).toEqual([]);
    expect(h.buffer.held).toBe(3);
    h.setDown(false);
    h.buffer.push(record(3));
    await sleep(400);
    expect(h.written.flat().map((r) => r.recordId)).toEqual(['secret-0', 'secret-1', 'secret-2', 'secret-3']);
    const text = JSON.stringify(h.logged);
    expect(text).toContain('ECONNREFUSED');
    expect(text).not.toMatch(/secret|192\.0\.2\.1|client_details/);
    await h.buffer.close();
  });

  it('given the database down for long, should hold at most maxHeld events and log how many were dropped', async () => {
    const h = harness({ batchEvents: 1000, maxHeld: 10, flushMs: 10 });
    h.setDown(true);
    for (let i = 0; i < 25; i++) h.buffer.push(record(i));
    expect(h.buffer.held).toBe(10);
    await h.buffer.flush();
    expect(h.logged.some((l) => l.fields.dropped === 15)).toBe(true);
    h.setDown(false);
    await h.buffer.flush();
    expect(h.written.flat().map((r) => r.recordId)).toEqual(Array.from({ length: 10 }, (_, i) => `secret-${i}`));
  });

  it('on close, should write what waits; with the database gone, should log how many were lost', async () => {
    const ok = harness({ batchEvents: 1000, flushMs: 10_000 });
    ok.buffer.start();
    ok.buffer.push(record(1));
    await ok.buffer.close();
    expect(ok.written.flat()).toHaveLength(1);

    const gone = harness({ batchEvents: 1000, flushMs: 10_000 });
    gone.setDown(true);
    gone.buffer.push(record(1));
    gone.buffer.push(record(2));
    await gone.buffer.close();
    expect(gone.logged.some((l) => l.fields.lost === 2)).toBe(true);
    expect(gone.buffer.held).toBe(0);
  });
});
