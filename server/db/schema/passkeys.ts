import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';
import { sessions } from './sessions';
import { users } from './users';

/**
 * A user's passkeys (WebAuthn credentials, issue 17 item 16). A passkey only
 * unlocks a kept session that locked after idle time; it never signs anyone
 * in. The public key is the COSE key the authenticator gave, base64url;
 * the counter is the authenticator's signature count, checked to go up.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential ID, base64url, as the browser names it. */
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** How the browser reaches the authenticator ('internal', 'hybrid', …), comma-separated. */
    transports: text('transports').notNull().default(''),
    /** Whether the passkey is synced to the user's other devices (WebAuthn's backup state). */
    backedUp: boolean('backed_up').notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('passkeys_credential_id_uq').on(t.credentialId), index('passkeys_user_idx').on(t.userId)],
);
export type PasskeyRow = typeof passkeys.$inferSelect;

/**
 * The one open WebAuthn challenge of a session: asked for, then answered
 * once. Kept in the database, not in a process, so any server instance can
 * check the answer; taken out as it is checked, so it cannot be replayed.
 */
export const passkeyChallenges = pgTable('passkey_challenges', {
  sessionId: integer('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  /** 'register' or 'unlock': a challenge asked for one is no answer to the other. */
  purpose: text('purpose').notNull(),
  challenge: text('challenge').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
export type PasskeyChallengeRow = typeof passkeyChallenges.$inferSelect;
