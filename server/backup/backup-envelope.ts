/**
 * A backup file's envelope: one header line naming what follows, then the
 * database's own archive (a gzip tar of PGlite's data directory, or a
 * pg_dump custom-format archive, both compressed), optionally encrypted with
 * AES-256-GCM under a key derived from a passphrase (scrypt). GCM's tag
 * makes a wrong passphrase or a damaged file fail loudly at restore, before
 * anything is written to the target.
 */
import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';

export type BackupKind = 'pglite' | 'postgres';

const MAGIC = 'MEADOW-BACKUP';
const VERSION = '1';
const SALT_BYTES = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** scrypt's cost: about 50 ms here; a passphrase guessed offline costs the attacker as much per try. */
const SCRYPT = { N: 1 << 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;

export interface BackupHeader {
  kind: BackupKind;
  encrypted: boolean;
}

export class BackupFileError extends Error {}

const keyFrom = (passphrase: string, salt: Buffer): Buffer => scryptSync(passphrase, salt, 32, SCRYPT);

/** The whole file: header line, then the archive, sealed when a passphrase is given. */
export function sealBackup(kind: BackupKind, archive: Buffer, passphrase: string | undefined): Buffer {
  const header = Buffer.from(`${MAGIC} ${VERSION} ${kind} ${passphrase ? 'aes-256-gcm' : 'plain'}\n`);
  if (!passphrase) return Buffer.concat([header, archive]);
  const salt = randomBytes(SALT_BYTES);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(passphrase, salt), iv);
  // The header is authenticated too: nobody can relabel an encrypted file as plain or as the other kind.
  cipher.setAAD(header);
  const body = Buffer.concat([cipher.update(archive), cipher.final()]);
  return Buffer.concat([header, salt, iv, body, cipher.getAuthTag()]);
}

export function readHeader(file: Buffer): { header: BackupHeader; headerBytes: number } {
  const end = file.indexOf(0x0a);
  const line = end > 0 && end < 80 ? file.subarray(0, end).toString('latin1') : '';
  const [magic, version, kind, sealing] = line.split(' ');
  if (magic !== MAGIC || version !== VERSION || (kind !== 'pglite' && kind !== 'postgres') || (sealing !== 'plain' && sealing !== 'aes-256-gcm')) {
    throw new BackupFileError('Not a Meadow backup file (or one from a newer version).');
  }
  return { header: { kind, encrypted: sealing === 'aes-256-gcm' }, headerBytes: end + 1 };
}

/** The archive inside a backup file, checked: a wrong passphrase or a changed byte throws. */
export function openBackup(file: Buffer, passphrase: string | undefined): { kind: BackupKind; archive: Buffer } {
  const { header, headerBytes } = readHeader(file);
  const rest = file.subarray(headerBytes);
  if (!header.encrypted) return { kind: header.kind, archive: rest };
  if (!passphrase) throw new BackupFileError('This backup is encrypted: set BACKUP_PASSPHRASE to restore it.');
  if (rest.length < SALT_BYTES + IV_BYTES + TAG_BYTES) throw new BackupFileError('The backup file is truncated.');
  const salt = rest.subarray(0, SALT_BYTES);
  const iv = rest.subarray(SALT_BYTES, SALT_BYTES + IV_BYTES);
  const tag = rest.subarray(rest.length - TAG_BYTES);
  const body = rest.subarray(SALT_BYTES + IV_BYTES, rest.length - TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(passphrase, salt), iv);
  decipher.setAAD(file.subarray(0, headerBytes));
  decipher.setAuthTag(tag);
  try {
    return { kind: header.kind, archive: Buffer.concat([decipher.update(body), decipher.final()]) };
  } catch {
    throw new BackupFileError('The backup could not be decrypted: wrong passphrase, or the file was changed.');
  }
}
