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
