import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the library's default algorithm) with the OWASP minimum:
 * 19 MiB, 2 passes, 1 lane. About 45 ms a hash on this hardware.
 */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed login, not a 500.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * A hash to verify against when the username does not exist, so an unknown
 * user costs the same time as a wrong password and timing does not reveal
 * which usernames exist.
 */
export const dummyPasswordHash = (): Promise<string> => (dummyHash ??= hashPassword('meadow-no-such-user'));
