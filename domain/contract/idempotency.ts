/**
 * Idempotency-Key on create calls (issue 13): a write in flight when the
 * server died may have committed without an answer, and a retry of it must
 * not book twice. The server remembers each key per user for 24 hours and
 * answers a retry with the first answer; the web client sends one key per
 * logical submission. The list of those calls (idempotent-calls.ts) is the
 * one both sides take.
 */
import { z } from 'zod';
import { messages } from '../messages';
import { IDEMPOTENCY_KEY_HEADER } from './idempotent-calls';

export {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  IDEMPOTENCY_KEY_TTL_MS,
  idempotentCalls,
  isIdempotentCall,
  type IdempotentMethod,
} from './idempotent-calls';

/** 1–255 visible ASCII characters (a UUID fits; a space, which also joins a repeated header, does not). */
export const idempotencyKey = z
  .string({ error: messages.idempotencyKeyInvalid })
  .regex(/^[\x21-\x7e]{1,255}$/, { error: messages.idempotencyKeyInvalid });

/** The optional header of every call below, as its route schema documents and checks it. */
export const idempotencyKeyHeaders = z.object({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKey.optional() });
