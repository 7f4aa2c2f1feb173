import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export interface OutboxFile {
  name: string;
  /** Permission bits (0o600 expected). */
  mode: number;
  raw: string;
}

/** The .eml files of an outbox, oldest first (their names sort by time); none when it does not exist yet. */
export async function readOutbox(dir: string): Promise<OutboxFile[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.eml')).sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  return Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      return { name, mode: (await stat(file)).mode & 0o777, raw: await readFile(file, 'utf8') };
    }),
  );
}

/**
 * Waits (bounded) until the outbox holds `count` files: mail is sent by the
 * job worker after the write (drain it first in an app.inject test), so the
 * file can appear a moment after the response.
 */
export async function waitForOutbox(dir: string, count: number, timeoutMs = 5_000): Promise<OutboxFile[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = await readOutbox(dir);
    if (files.length >= count) return files;
    if (Date.now() > deadline) throw new Error(`expected ${count} file(s) in ${dir} within ${timeoutMs} ms, found ${files.length}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
