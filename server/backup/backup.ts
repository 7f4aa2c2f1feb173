/**
 * `npm run backup` / `npm run restore` (issue 30 item 8): a consistent,
 * compressed, optionally encrypted copy of the database, and its way back.
 *
 * - PostgreSQL: pg_dump's custom format, which reads one snapshot (a
 *   repeatable-read transaction), so a backup taken while Meadow serves is
 *   consistent; restored with pg_restore into an empty database in one
 *   transaction (all or nothing).
 * - PGlite: the data directory as PGlite's own dump (a gzip tar). PGlite is
 *   one process's database: the backup opens the directory itself, so Meadow
 *   must be stopped (a running server's postmaster.pid is refused). The
 *   restore writes a new directory; it never overwrites one in use.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { withDefaultUser } from '../db/client';
import { BackupFileError, openBackup, sealBackup, type BackupKind } from './backup-envelope';

export { BackupFileError } from './backup-envelope';

export type BackupSource = { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string };

function run(command: string, args: readonly string[], url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // The database URL goes in the environment, never in argv: `ps` shows argv to every user of the machine.
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ...withConnection(url) } });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new BackupFileError(`${command} failed (${code}): ${stderr.trim().slice(0, 500)}`)),
    );
  });
}

/** libpq reads the connection from PG* variables; a URL given to --dbname would sit in the process list. */
function withConnection(url: string): Record<string, string> {
  const u = new URL(withDefaultUser(url));
  return {
    PGHOST: decodeURIComponent(u.hostname),
    PGPORT: u.port || '5432',
    PGUSER: decodeURIComponent(u.username),
    PGDATABASE: decodeURIComponent(u.pathname.replace(/^\//, '')),
    ...(u.password ? { PGPASSWORD: decodeURIComponent(u.password) } : {}),
  };
}

async function withScratch<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'meadow-backup-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function archiveOf(source: BackupSource): Promise<Buffer> {
  if (source.kind === 'postgres') {
    return withScratch(async (dir) => {
      const file = path.join(dir, 'dump');
      await run('pg_dump', ['--format=custom', '--compress=6', '--no-owner', '--file', file], source.url);
      return readFile(file);
    });
  }
  if (!existsSync(path.join(source.dir, 'PG_VERSION'))) throw new BackupFileError(`No database in ${source.dir}.`);
  if (existsSync(path.join(source.dir, 'postmaster.pid'))) {
    throw new BackupFileError(
      `${source.dir} is in use (postmaster.pid): stop Meadow first. If it stopped without closing (a crash), start and stop it once.`,
    );
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create({ dataDir: source.dir, extensions: { pg_trgm } });
  try {
    return Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await db.close();
  }
}

/** Writes the backup to `out` (atomically: a half-written file never has the final name). Returns its size in bytes. */
export async function createBackup(source: BackupSource, out: string, passphrase: string | undefined): Promise<number> {
  const sealed = sealBackup(source.kind, await archiveOf(source), passphrase);
  const partial = `${out}.partial`;
  // Owner-only: a backup holds every record of the practice.
  await writeFile(partial, sealed, { mode: 0o600 });
  await rename(partial, out);
  return sealed.length;
}

export type RestoreTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string };

async function restorePglite(archive: Buffer, dir: string): Promise<void> {
  if (existsSync(dir) && (await readdir(dir)).length > 0) {
    throw new BackupFileError(`${dir} is not empty: restore into a new directory, then point DATA_DIR at it.`);
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create({ dataDir: dir, loadDataDir: new Blob([new Uint8Array(archive)]), extensions: { pg_trgm } });
  await db.query('select 1');
  await db.close();
}

async function restorePostgres(archive: Buffer, url: string): Promise<void> {
  await withScratch(async (dir) => {
    const file = path.join(dir, 'dump');
    await writeFile(file, archive, { mode: 0o600 });
    // pg_restore connects only when given --dbname; the name alone, the rest comes from PG* variables.
    await run('pg_restore', ['--no-owner', '--exit-on-error', '--single-transaction', '--dbname', withConnection(url).PGDATABASE ?? '', file], url);
  });
}

/** Brings a backup back into `target` (a new PGlite directory, or an empty PostgreSQL database). */
export async function restoreBackup(file: string, target: RestoreTarget, passphrase: string | undefined): Promise<BackupKind> {
  const { kind, archive } = openBackup(await readFile(file), passphrase);
  if (kind !== target.kind) throw new BackupFileError(`This is a ${kind} backup: restore it into ${kind === 'pglite' ? 'a PGlite directory (--into <dir>)' : 'a PostgreSQL database (--into postgres://…)'}.`);
  if (target.kind === 'pglite') await restorePglite(archive, target.dir);
  else await restorePostgres(archive, target.url);
  return kind;
}
