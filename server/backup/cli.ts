/**
 * `npm run backup [-- --out <file>]` and `npm run restore -- <file> --into <dir | postgres://…>`.
 * The database is Meadow's own (DATABASE_URL, else PGlite under DATA_DIR);
 * BACKUP_PASSPHRASE, when set, encrypts the backup (and is needed to restore
 * it). The passphrase is read from the environment only: an argument would
 * show in the process list.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { BackupFileError, createBackup, restoreBackup, type BackupSource, type RestoreTarget } from './backup';

const usage = `usage:
  npm run backup [-- --out <file>]
  npm run restore -- <file> --into <new PGlite directory | postgres://… of an empty database>
BACKUP_PASSPHRASE encrypts the backup (AES-256-GCM) and is needed to restore it.`;

const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');

async function main(argv: readonly string[]): Promise<void> {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: [...rest],
    options: { out: { type: 'string' }, into: { type: 'string' } },
    allowPositionals: true,
  });
  const config = loadConfig(process.env);
  const passphrase = process.env.BACKUP_PASSPHRASE || undefined;
  if (command === 'backup') {
    const source: BackupSource = config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dir: path.join(config.dataDir, 'pglite') };
    const out = path.resolve(values.out ?? path.join(config.dataDir, 'backups', `meadow-${source.kind}-${stamp(new Date())}.backup`));
    await mkdir(path.dirname(out), { recursive: true });
    const bytes = await createBackup(source, out, passphrase);
    console.info(`backup written: ${out} (${(bytes / 1024 / 1024).toFixed(1)} MiB, ${passphrase ? 'encrypted' : 'not encrypted'})`);
    return;
  }
  if (command === 'restore' && positionals.length === 1 && values.into) {
    const target: RestoreTarget = /^postgres(ql)?:\/\//.test(values.into)
      ? { kind: 'postgres', url: values.into }
      : { kind: 'pglite', dir: path.resolve(values.into) };
    await restoreBackup(path.resolve(positionals[0]!), target, passphrase);
    console.info(`restored into ${target.kind === 'pglite' ? target.dir : 'the database given'}`);
    return;
  }
  console.error(usage);
  process.exitCode = 2;
}

main(process.argv.slice(2)).catch((error: unknown) => {
  // A BackupFileError is the operator's to act on; anything else is a bug worth its stack.
  console.error(error instanceof BackupFileError ? error.message : error);
  process.exitCode = 1;
});
