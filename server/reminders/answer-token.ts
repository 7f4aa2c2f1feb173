/**
 * The reminder link's token (issue 26 item 3): what it points at, signed.
 * 25 bytes, base64url (34 characters), so `/r/<token>` keeps an SMS short:
 *
 *   appointment id (u32) · start, seconds since 1970 (u32) ·
 *   recipient kind (u8: 1 client, 2 other person, 3 user) · recipient id (u32) ·
 *   HMAC-SHA256 over the 13 bytes before it, first 12 bytes (96 bits)
 *
 * Nothing is stored per link: the MAC makes it unforgeable, the start binds
 * it to the occurrence as the reminder announced it (a moved appointment
 * voids it), and the appointment's confirmation_status makes each action
 * single-use. The key is the server_keys row REMINDER_ANSWER_KEY.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const BODY_BYTES = 13;
const MAC_BYTES = 12;
const U32_MAX = 0xffff_ffff;
/** Bound into the MAC, so a MAC made for anything else with the same key can never pass here. */
const PURPOSE = 'meadow:reminder-answer:v1:';

export const RECIPIENT_KINDS = { c: 1, p: 2, u: 3 } as const;
export type RecipientKind = keyof typeof RECIPIENT_KINDS;

export interface AnswerLink {
  appointmentId: number;
  /** starts_at in whole seconds since 1970, as the reminder job keys it. */
  startsAt: number;
  recipient: { kind: RecipientKind; id: number };
}

const macOf = (key: string, body: Buffer): Buffer =>
  createHmac('sha256', key).update(PURPOSE).update(body).digest().subarray(0, MAC_BYTES);

const inU32 = (n: number): boolean => Number.isInteger(n) && n >= 0 && n <= U32_MAX;

/** The recipient key the reminder job uses ('c:12', 'p:3', 'u:7') as a link's recipient; null if it is none of those. */
export function recipientOfKey(key: string): AnswerLink['recipient'] | null {
  const m = /^([cpu]):(\d{1,10})$/.exec(key);
  if (!m) return null;
  const id = Number(m[2]);
  return inU32(id) ? { kind: m[1] as RecipientKind, id } : null;
}

export function signAnswerLink(key: string, link: AnswerLink): string {
  if (!inU32(link.appointmentId) || !inU32(link.startsAt) || !inU32(link.recipient.id)) throw new RangeError('link fields out of range');
  const body = Buffer.alloc(BODY_BYTES);
  body.writeUInt32BE(link.appointmentId, 0);
  body.writeUInt32BE(link.startsAt, 4);
  body.writeUInt8(RECIPIENT_KINDS[link.recipient.kind], 8);
  body.writeUInt32BE(link.recipient.id, 9);
  return Buffer.concat([body, macOf(key, body)]).toString('base64url');
}

const kindOf = (code: number): RecipientKind | null =>
  (Object.entries(RECIPIENT_KINDS).find(([, c]) => c === code)?.[0] as RecipientKind | undefined) ?? null;

/** The link a token names, or null when it was not made with this key (forged, altered, cut short). */
export function readAnswerLink(key: string, token: string): AnswerLink | null {
  if (!/^[A-Za-z0-9_-]{34}$/.test(token)) return null;
  const raw = Buffer.from(token, 'base64url');
  // base64url of 25 bytes leaves 2 spare bits in the last character: only one spelling of a token is accepted.
  if (raw.length !== BODY_BYTES + MAC_BYTES || raw.toString('base64url') !== token) return null;
  const body = raw.subarray(0, BODY_BYTES);
  if (!timingSafeEqual(raw.subarray(BODY_BYTES), macOf(key, body))) return null;
  const kind = kindOf(body.readUInt8(8));
  if (kind === null) return null;
  return { appointmentId: body.readUInt32BE(0), startsAt: body.readUInt32BE(4), recipient: { kind, id: body.readUInt32BE(9) } };
}
