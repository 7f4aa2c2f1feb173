import type { Config } from '../config';
import type { LoginBudget } from './login-budgets';

/**
 * Forgot-password limits, counted in the login_failures table with the
 * login limits' reserve-before-verify (login-failures-repository.ts), under
 * key prefixes of their own so neither spends the other's budget. Every key
 * holds at most `max` rows per 15 minutes (LOGIN_FAILURE_WINDOW_MS).
 */
export type RecoveryLimits = Pick<Config, 'recoveryMaxPerIp' | 'recoveryMaxPerAccount'>;

/** Tries at one e-mailed link, right or wrong, before it answers 429. */
export const RESET_TRIES_PER_TOKEN = 5;

const budget = (key: string, max: number): LoginBudget => ({ key, max, forgiveOnSuccess: false });

/**
 * forgot/verify: per client address, and per e-mail address. The e-mail's
 * key is a keyed digest of it (never the address itself), made the same way
 * for addresses that match nobody, so the limit tells nothing about who has
 * an account. With at most 3 answers an attempt, this bounds the answers an
 * account can receive to 3 × recoveryMaxPerAccount per 15 minutes.
 */
export const verifyBudgets = (address: string, emailKey: string, limits: RecoveryLimits): LoginBudget[] => [
  budget(`rv:ip:${address}`, limits.recoveryMaxPerIp),
  budget(`rv:e:${emailKey}`, limits.recoveryMaxPerAccount),
];

/** forgot/match_answers: per client address (per account through verify, and at most 3 per attempt). */
export const answerBudgets = (address: string, limits: RecoveryLimits): LoginBudget[] => [budget(`ra:ip:${address}`, limits.recoveryMaxPerIp)];

/** forgot/verify_reset_token: per client address; a link that exists gives its reservation back. */
export const linkCheckBudgets = (address: string, limits: RecoveryLimits): LoginBudget[] => [budget(`rt:ip:${address}`, limits.recoveryMaxPerIp)];

/** forgot/reset_password: per client address and per link (its token's digest). */
export const resetBudgets = (address: string, tokenHash: string, limits: RecoveryLimits): LoginBudget[] => [
  budget(`rr:ip:${address}`, limits.recoveryMaxPerIp),
  budget(`rr:t:${tokenHash}`, RESET_TRIES_PER_TOKEN),
];

/** reminder_answer (issue 26 item 3): per client address; a link that opens gives its reservation back, so only bad links count. */
export const reminderLinkBudgets = (address: string, limits: RecoveryLimits): LoginBudget[] => [budget(`rl:ip:${address}`, limits.recoveryMaxPerIp)];
