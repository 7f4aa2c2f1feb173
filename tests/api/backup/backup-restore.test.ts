/**
 * `npm run backup` and `npm run restore` (issue 30 item 8), run as an
 * operator runs them (the CLI in a child process): the demo practice is
 * backed up, restored into a fresh directory (PGlite) or database
 * (PostgreSQL), and every table compared row for row. An encrypted backup
 * does not open without its passphrase, nor with a wrong one, and leaves no
 * half-restored target behind.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/client';
import { seedDemoIfEmpty } from '../../../server/seed/seed';
import { freshDatabase, usingPostgres, type FreshDatabase } from '../helper';

const repo = path.resolve(import.meta.dirname, '../../..');
const PASSPHRASE = 'correct horse battery staple';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function cli(args: readonly string[], env: Record<string, string | undefined>): Promise<Run> {
  return new Promise((resolve, reject) => {
    // An undefined value removes the variable: the child must not inherit the test run's DATABASE_URL, say.
    const childEnv = Object.fromEntries(
      Object.entries({ ...process.env, ...env }).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/backup/cli.ts', ...args], { cwd: repo, env: childEnv });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

type Rows = (sql: string) => Promise<Record<string, unknown>[]>;

/** Every table of Meadow's schemas: its row count and a digest of all its rows, in a stable order. */
async function fingerprint(rows: Rows): Promise<Record<string, string>> {
  const tables = await rows(
    `select table_schema as s, table_name as t from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1, 2`,
  );
  const out: Record<string, string> = {};
  for (const { s, t } of tables as { s: string; t: string }[]) {
    const name = `"${s}"."${t}"`;
    const [row] = await rows(`select count(*)::text as n, coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as d from ${name} x`);
    out[name] = `${String(row?.n)}:${String(row?.d)}`;
  }
  return out;
}

async function pgliteRows(dir: string): Promise<{ rows: Rows; close: () => Promise<void> }> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create({ dataDir: dir, extensions: { pg_trgm } });
  return { rows: async (sql) => (await db.query<Record<string, unknown>>(sql)).rows, close: () => db.close() };
}

async function postgresRows(url: string): Promise<{ rows: Rows; close: () => Promise<void> }> {
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: url });
  await client.connect();
  return { rows: async (sql) => (await client.query<Record<string, unknown>>(sql)).rows, close: () => client.end() };
}

let scratch = '';
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'meadow-backup-test-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe.skipIf(usingPostgres)('backup and restore on PGlite', () => {
  const dataDir = () => path.join(scratch, 'data');
  const env = () => ({ DATA_DIR: dataDir(), DATABASE_URL: undefined, BACKUP_PASSPHRASE: PASSPHRASE });

  beforeAll(async () => {
    const database: Database = await openDatabase({ pgliteDir: path.join(dataDir(), 'pglite') });
    await seedDemoIfEmpty(database.db);
    await database.close();
  }, 120_000);

  it('restores every table of the demo practice, row for row, into a new directory', async () => {
    const file = path.join(scratch, 'nightly.backup');
    const made = await cli(['backup', '--out', file], env());
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toMatch(/, encrypted\)/);
    // Encrypted: the practice's names are nowhere in the file.
    expect((await readFile(file)).includes(Buffer.from('Morgan'))).toBe(false);

    const target = path.join(scratch, 'restored');
    const back = await cli(['restore', file, '--into', target], env());
    expect(back.code, back.stderr).toBe(0);

    const original = await pgliteRows(path.join(dataDir(), 'pglite'));
    const restored = await pgliteRows(target);
    try {
      const before = await fingerprint(original.rows);
      expect(Object.keys(before).length).toBeGreaterThan(20);
      expect(before['"public"."users"']).toMatch(/^[1-9]\d*:/);
      expect(await fingerprint(restored.rows)).toEqual(before);
    } finally {
      await original.close();
      await restored.close();
    }
  }, 180_000);

  it('does not open without the passphrase or with a wrong one, and leaves no target behind', async () => {
    const file = path.join(scratch, 'sealed.backup');
    expect((await cli(['backup', '--out', file], env())).code).toBe(0);
    const none = await cli(['restore', file, '--into', path.join(scratch, 'none')], { ...env(), BACKUP_PASSPHRASE: undefined });
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('set BACKUP_PASSPHRASE');
    const wrong = await cli(['restore', file, '--into', path.join(scratch, 'wrong')], { ...env(), BACKUP_PASSPHRASE: 'not it' });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('wrong passphrase');
    // One changed byte of the sealed archive is caught the same way.
    const bytes = await readFile(file);
    bytes[bytes.length - 40] = (bytes[bytes.length - 40] ?? 0) ^ 0xff;
    await writeFile(file, bytes);
    const changed = await cli(['restore', file, '--into', path.join(scratch, 'changed')], env());
    expect(changed.code).toBe(1);
    expect(existsSync(path.join(scratch, 'none')) || existsSync(path.join(scratch, 'wrong')) || existsSync(path.join(scratch, 'changed'))).toBe(false);
  }, 180_000);

  it('refuses a directory a running server holds, and a restore over an existing database', async () => {
    const open = await openDatabase({ pgliteDir: path.join(dataDir(), 'pglite'), migrate: false });
    try {
      const busy = await cli(['backup', '--out', path.join(scratch, 'busy.backup')], env());
      expect(busy.code).toBe(1);
      expect(busy.stderr).toContain('stop Meadow first');
      expect(existsSync(path.join(scratch, 'busy.backup'))).toBe(false);
    } finally {
      await open.close();
    }
    const file = path.join(scratch, 'again.backup');
    expect((await cli(['backup', '--out', file], env())).code).toBe(0);
    const over = await cli(['restore', file, '--into', path.join(dataDir(), 'pglite')], env());
    expect(over.code).toBe(1);
    expect(over.stderr).toContain('is not empty');
  }, 180_000);
});

describe.skipIf(!usingPostgres)('backup and restore on PostgreSQL', () => {
  let source: FreshDatabase;
  let target: FreshDatabase;

  beforeAll(async () => {
    source = await freshDatabase();
    target = await freshDatabase();
    const database = await source.open();
    await seedDemoIfEmpty(database.db);
    await database.close();
  }, 120_000);
  afterAll(async () => {
    await source?.drop();
    await target?.drop();
  });

  it('restores every table, row for row, into an empty database, while the source stays in use', async () => {
    const file = path.join(scratch, 'pg.backup');
    // A connection holds the source open, as a serving Meadow does: pg_dump reads one snapshot regardless.
    const live = await postgresRows(source.url!);
    try {
      const made = await cli(['backup', '--out', file], { DATABASE_URL: source.url, BACKUP_PASSPHRASE: undefined });
      expect(made.code, made.stderr).toBe(0);
      expect(made.stdout).toContain('not encrypted');
      const back = await cli(['restore', file, '--into', target.url!], { DATABASE_URL: source.url });
      expect(back.code, back.stderr).toBe(0);
      const restored = await postgresRows(target.url!);
      try {
        const before = await fingerprint(live.rows);
        expect(Object.keys(before).length).toBeGreaterThan(20);
        expect(await fingerprint(restored.rows)).toEqual(before);
      } finally {
        await restored.close();
      }
    } finally {
      await live.close();
    }
  }, 180_000);
});
