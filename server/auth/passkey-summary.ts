import type { PasskeySummary } from '../../domain/contract/passkeys';
import type { PasskeyRow } from '../db/schema/index';

/** What the user's list shows of a passkey: never its key or credential ID. */
export const passkeySummaryOf = (row: PasskeyRow): PasskeySummary => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  synced: row.backedUp,
});

/** The stored comma-separated transports, as WebAuthn's list. */
export const transportsOf = (stored: string): AuthenticatorTransportName[] =>
  stored.split(',').filter((t): t is AuthenticatorTransportName => (TRANSPORTS as readonly string[]).includes(t));

const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
export type AuthenticatorTransportName = (typeof TRANSPORTS)[number];

/** The user's passkeys as WebAuthn names them to the browser: which it may use (unlock) or must not make again (add). */
export const descriptorsOf = (rows: readonly Pick<PasskeyRow, 'credentialId' | 'transports'>[]) =>
  rows.map((p) => ({ id: p.credentialId, transports: transportsOf(p.transports) }));
