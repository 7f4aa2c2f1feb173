import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { clientGoneHooks, isClientGone } from '../../../../server/logging/client-gone';

/** Fastify's own pino, as server/app.ts configures it, writing into an array. */
function capture(level: 'info' | 'debug'): { logger: FastifyBaseLogger; lines: { level: number; msg: string }[] } {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });
  return { logger: Fastify({ logger: { level, hooks: clientGoneHooks, stream } }).log, lines };
}

const prematureClose = () => Object.assign(new Error('premature close'), {});
const nodePrematureClose = () => Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });

describe('a client that went away mid-answer', () => {
  it('given end-of-stream or Node premature-close errors, should recognise them, and nothing else', () => {
    expect(isClientGone(prematureClose())).toBe(true);
    expect(isClientGone(nodePrematureClose())).toBe(true);
    expect(isClientGone(new Error('connection refused'))).toBe(false);
    expect(isClientGone('premature close')).toBe(false);
  });

  it('given the error logged at error level, should write it at debug: absent at info, present at debug', async () => {
    const info = capture('info');
    info.logger.error(prematureClose());
    info.logger.error(nodePrematureClose(), 'stream');
    const debug = capture('debug');
    debug.logger.error(prematureClose());
    await new Promise((resolve) => setImmediate(resolve));
    expect(info.lines).toEqual([]);
    expect(debug.lines.map((l) => l.level)).toEqual([20]);
  });

  it('given any other error, should keep it at error level', async () => {
    const { logger, lines } = capture('info');
    logger.error(new Error('relation "x" does not exist'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map((l) => [l.level, l.msg])).toEqual([[50, 'relation "x" does not exist']]);
  });
});
