import { readFileSync } from 'node:fs';

/**
 * The commonly breached passwords shipped with Meadow, which NIST SP 800-63B
 * §5.1.1.2 asks a new password to be checked against: breached/common-passwords.txt
 * (one lower-case password per line; where it comes from in breached/README.md).
 * Read once, on first use, into a Set.
 */
let list: ReadonlySet<string> | undefined;

function commonPasswords(): ReadonlySet<string> {
  list ??= new Set(
    readFileSync(new URL('./breached/common-passwords.txt', import.meta.url), 'utf8')
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  );
  return list;
}

/** True when the password, whatever its case, is on the shipped list of breached passwords. */
export const isCommonPassword = (password: string): boolean => commonPasswords().has(password.toLowerCase());
