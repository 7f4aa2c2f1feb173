import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: what the browser holds and sends in the `token` header. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

/** Only this digest is stored, so a leaked sessions table opens no session. */
export const hashSessionToken = (token: string): string => createHash('sha256').update(token).digest('hex');
