import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns';
import { users } from './users';

/**
 * A user's security question (an id into domain/account/security-questions.ts)
 * and the argon2 hash of the normalised answer (domain: lower case, spaces
 * folded). One per user.
 */
export const securityAnswers = pgTable('security_answers', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  questionId: integer('question_id').notNull(),
  answerHash: text('answer_hash').notNull(),
  updatedAt: updatedAt(),
});
export type SecurityAnswerRow = typeof securityAnswers.$inferSelect;

/**
 * One forgot-password attempt, from forgot/verify to forgot/match_answers.
 * user_id is null for an e-mail that matched nobody: such an attempt answers
 * exactly like a real one and can never succeed. Only the SHA-256 of its
 * token is kept.
 */
export const recoveryAttempts = pgTable(
  'recovery_attempts',
  {
    id: idColumn(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    questionId: integer('question_id').notNull(),
    clientAddress: text('client_address').notNull(),
    failures: integer('failures').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set once the answers matched or failed too often: the attempt can no longer be used. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('recovery_attempts_token_hash_uq').on(t.tokenHash),
    index('recovery_attempts_user_idx').on(t.userId),
    index('recovery_attempts_created_idx').on(t.createdAt),
    check('recovery_attempts_failures_ck', sql`failures >= 0`),
  ],
);
export type RecoveryAttemptRow = typeof recoveryAttempts.$inferSelect;

/** The e-mailed single-use reset link's token (SHA-256 only), valid 15 minutes. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_uq').on(t.tokenHash), index('password_reset_tokens_user_idx').on(t.userId)],
);
export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;
