import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import { RECOVERY_ATTEMPT_TTL_MS, RESET_LINK_TTL_MS } from '../../domain/contract/forgot';
import { SECURITY_QUESTIONS } from '../../domain/account/security-questions';
import { hashSessionToken } from '../auth/tokens';
import type { Db } from '../db/client';
import {
  clients,
  passwordResetTokens,
  recoveryAttempts,
  securityAnswers,
  serverKeys,
  sessions,
  trustedDevices,
  users,
  type PasswordResetTokenRow,
} from '../db/schema/index';
import type { Outbox } from './outbox-hook';

/** Wrong answers an attempt takes before it closes. */
export const RECOVERY_ATTEMPT_MAX_FAILURES = 3;

/** The server_keys row of the secret behind decoy questions and e-mail budget keys. */
export const DECOY_SECRET_KEY = 'recovery-decoy-secret';

/** 128 random bits, base64url (22 characters): attempt tokens and e-mailed links. Only the SHA-256 is stored. */
export const newRecoveryToken = (): string => randomBytes(16).toString('base64url');
export const hashRecoveryToken = hashSessionToken;

const sameDigest = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The attempt after one answer was counted against it. */
export interface ReservedAttempt {
  id: number;
  /** null: a decoy (the e-mail matched nobody with a security question). */
  userId: number | null;
  questionId: number;
  failures: number;
}

/** What the answers are checked against; everything null for a decoy. */
export interface AnswersOnFile {
  questionId: number | null;
  answerHash: string | null;
  /** The member ID of the client record whose portal login this is; '' when none is on file. */
  insuranceId: string;
  email: string | null;
}

export type ResetLinkState = 'live' | 'used' | 'expired' | 'invalid';

export type ResetOutcome = { state: 'done'; userId: number; email: string | null; sessionIds: number[] } | { state: Exclude<ResetLinkState, 'live'> };

function linkState(row: Pick<PasswordResetTokenRow, 'usedAt' | 'expiresAt'> & { isActive: boolean }, now: Date): ResetLinkState {
  if (!row.isActive) return 'invalid';
  if (row.usedAt) return 'used';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'live';
}

/**
 * Forgot-password (issue 14): security answers, recovery attempts and the
 * e-mailed reset links. Tokens are kept only as their SHA-256.
 */
export function accountRecoveryRepository(db: Db) {
  let secret: Promise<string> | undefined;

  /** Made on first use and shared by every process: insert if absent, then read back whichever row won. */
  async function loadSecret(): Promise<string> {
    await db.insert(serverKeys).values({ name: DECOY_SECRET_KEY, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
    const [row] = await db.select({ value: serverKeys.value }).from(serverKeys).where(eq(serverKeys.name, DECOY_SECRET_KEY));
    if (!row) throw new Error('the recovery secret could not be stored');
    return row.value;
  }

  const decoySecret = (): Promise<string> => {
    secret ??= loadSecret().catch((err: unknown) => {
      secret = undefined;
      throw err;
    });
    return secret;
  };

  const mac = async (purpose: string, email: string): Promise<Buffer> =>
    createHmac('sha256', await decoySecret()).update(`${purpose}:${email.trim().toLowerCase()}`).digest();

  return {
    decoySecret,

    /** The e-mail address's budget key: a keyed digest, the same kind for every address. */
    async emailKey(email: string): Promise<string> {
      return (await mac('budget', email)).toString('hex').slice(0, 32);
    },

    /** The question a decoy attempt for this e-mail shows: always the same one for the same address. */
    async decoyQuestionId(email: string): Promise<number> {
      const index = (await mac('question', email)).readUInt32BE(0) % SECURITY_QUESTIONS.length;
      return SECURITY_QUESTIONS[index]!.id;
    },

    /**
     * The active user this e-mail (any case) belongs to who has a security
     * question, with it. Several users may share an address: the lowest id
     * among those with a question wins, so the choice never changes between calls.
     */
    async findRecoverable(email: string): Promise<{ userId: number; questionId: number } | null> {
      const [row] = await db
        .select({ userId: users.id, questionId: securityAnswers.questionId })
        .from(users)
        .innerJoin(securityAnswers, eq(securityAnswers.userId, users.id))
        .where(and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, eq(users.isActive, true)))
        .orderBy(asc(users.id))
        .limit(1);
      return row ?? null;
    },

    async createAttempt(attempt: { userId: number | null; questionId: number; address: string }, now = new Date()) {
      const token = newRecoveryToken();
      const [row] = await db
        .insert(recoveryAttempts)
        .values({
          userId: attempt.userId,
          questionId: attempt.questionId,
          clientAddress: attempt.address,
          tokenHash: hashRecoveryToken(token),
          createdAt: now,
          expiresAt: new Date(now.getTime() + RECOVERY_ATTEMPT_TTL_MS),
        })
        .returning({ id: recoveryAttempts.id });
      // Housekeeping: attempts long past their expiry are of no use to anyone.
      await db.delete(recoveryAttempts).where(lt(recoveryAttempts.expiresAt, new Date(now.getTime() - 24 * 3_600_000)));
      return { id: row!.id, token };
    },

    /**
     * Counts one answer as a failure before it is checked (as login does), so
     * parallel guesses cannot pass the limit; null when the attempt is
     * unknown, expired, closed, out of tries or the token is wrong.
     */
    async reserveAnswer(id: number, token: string, now = new Date()): Promise<ReservedAttempt | null> {
      const [found] = await db
        .select({ tokenHash: recoveryAttempts.tokenHash })
        .from(recoveryAttempts)
        .where(eq(recoveryAttempts.id, id));
      if (!found || !sameDigest(found.tokenHash, hashRecoveryToken(token))) return null;
      const [row] = await db
        .update(recoveryAttempts)
        .set({ failures: sql`${recoveryAttempts.failures} + 1` })
        .where(
          and(
            eq(recoveryAttempts.id, id),
            isNull(recoveryAttempts.closedAt),
            gt(recoveryAttempts.expiresAt, now),
            lt(recoveryAttempts.failures, RECOVERY_ATTEMPT_MAX_FAILURES),
          ),
        )
        .returning({
          id: recoveryAttempts.id,
          userId: recoveryAttempts.userId,
          questionId: recoveryAttempts.questionId,
          failures: recoveryAttempts.failures,
        });
      return row ?? null;
    },

    /** The user's answer, insurance member ID and address; the same one query for a decoy (which finds nothing). */
    async answersOnFile(userId: number | null): Promise<AnswersOnFile> {
      const [row] = await db
        .select({
          questionId: securityAnswers.questionId,
          answerHash: securityAnswers.answerHash,
          insuranceId: clients.insuranceId,
          email: users.email,
        })
        .from(users)
        .leftJoin(securityAnswers, eq(securityAnswers.userId, users.id))
        .leftJoin(clients, eq(clients.userId, users.id))
        .where(and(eq(users.id, userId ?? 0), eq(users.isActive, true)))
        .limit(1);
      return {
        questionId: row?.questionId ?? null,
        answerHash: row?.answerHash ?? null,
        insuranceId: row?.insuranceId?.trim() ?? '',
        email: row?.email ?? null,
      };
    },

    /** Wrong answers: the third closes the attempt. */
    async closeIfSpent(attempt: ReservedAttempt, now = new Date()): Promise<void> {
      if (attempt.failures < RECOVERY_ATTEMPT_MAX_FAILURES) return;
      await db.update(recoveryAttempts).set({ closedAt: now }).where(and(eq(recoveryAttempts.id, attempt.id), isNull(recoveryAttempts.closedAt)));
    },

    /**
     * Right answers: closes the attempt and issues a reset link, in one
     * transaction. null when a parallel request closed the attempt first.
     */
    async succeed(attemptId: number, userId: number, now = new Date(), outbox?: Outbox<{ token: string; expiresAt: Date }>): Promise<string | null> {
      return db.transaction(async (tx) => {
        const closed = await tx
          .update(recoveryAttempts)
          .set({ closedAt: now })
          .where(and(eq(recoveryAttempts.id, attemptId), eq(recoveryAttempts.userId, userId), isNull(recoveryAttempts.closedAt)))
          .returning({ id: recoveryAttempts.id });
        if (closed.length === 0) return null;
        const token = newRecoveryToken();
        const expiresAt = new Date(now.getTime() + RESET_LINK_TTL_MS);
        await tx.insert(passwordResetTokens).values({ userId, tokenHash: hashRecoveryToken(token), createdAt: now, expiresAt });
        // The link's e-mail commits with the link, or neither does.
        await outbox?.(tx, { token, expiresAt });
        return token;
      });
    },

    /** What an e-mailed link is now: live, used, expired, or invalid (unknown, or its user is no longer active). */
    async linkState(token: string, now = new Date()): Promise<ResetLinkState> {
      const [row] = await db
        .select({ usedAt: passwordResetTokens.usedAt, expiresAt: passwordResetTokens.expiresAt, isActive: users.isActive })
        .from(passwordResetTokens)
        .innerJoin(users, eq(users.id, passwordResetTokens.userId))
        .where(eq(passwordResetTokens.tokenHash, hashRecoveryToken(token)))
        .limit(1);
      return row ? linkState(row, now) : 'invalid';
    },

    /**
     * Sets the new password through a live link, in one transaction: the
     * link's row locked and marked used, the hash replaced, and every
     * session, trusted device and other unused link of the user deleted (and
     * their open recovery attempts closed). Returns the ended sessions' ids
     * so the caller can close their sockets after the commit.
     */
    async resetPassword(token: string, passwordHash: string, now = new Date(), outbox?: Outbox<{ userId: number }>): Promise<ResetOutcome> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: passwordResetTokens.id, userId: passwordResetTokens.userId, usedAt: passwordResetTokens.usedAt, expiresAt: passwordResetTokens.expiresAt })
          .from(passwordResetTokens)
          .where(eq(passwordResetTokens.tokenHash, hashRecoveryToken(token)))
          .for('update');
        if (!row) return { state: 'invalid' as const };
        const [user] = await tx.select({ isActive: users.isActive, email: users.email }).from(users).where(eq(users.id, row.userId)).for('update');
        const state = linkState({ ...row, isActive: user?.isActive ?? false }, now);
        if (state !== 'live') return { state };
        await tx.update(passwordResetTokens).set({ usedAt: now }).where(eq(passwordResetTokens.id, row.id));
        await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, row.userId));
        const ended = await tx.delete(sessions).where(eq(sessions.userId, row.userId)).returning({ id: sessions.id });
        await tx.delete(trustedDevices).where(eq(trustedDevices.userId, row.userId));
        await tx
          .delete(passwordResetTokens)
          .where(and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt), ne(passwordResetTokens.id, row.id)));
        await tx
          .update(recoveryAttempts)
          .set({ closedAt: now })
          .where(and(eq(recoveryAttempts.userId, row.userId), isNull(recoveryAttempts.closedAt)));
        await outbox?.(tx, { userId: row.userId });
        return { state: 'done' as const, userId: row.userId, email: user?.email ?? null, sessionIds: ended.map((s) => s.id) };
      });
    },

    /** The user's chosen question, or null. */
    async questionOf(userId: number): Promise<number | null> {
      const [row] = await db.select({ questionId: securityAnswers.questionId }).from(securityAnswers).where(eq(securityAnswers.userId, userId));
      return row?.questionId ?? null;
    },

    /** Sets or replaces the user's question and the hash of its normalised answer. */
    async saveAnswer(userId: number, questionId: number, answerHash: string, now = new Date()): Promise<void> {
      await db
        .insert(securityAnswers)
        .values({ userId, questionId, answerHash, updatedAt: now })
        .onConflictDoUpdate({ target: securityAnswers.userId, set: { questionId, answerHash, updatedAt: now } });
    },
  };
}
export type AccountRecoveryRepository = ReturnType<typeof accountRecoveryRepository>;
