import type { Config } from '../config';

/** At most `max` failed logins under `key` within the failure window. */
export interface LoginBudget {
  key: string;
  max: number;
  /**
   * A correct password proves this key's owner, so its earlier failures are
   * forgiven. Wider keys keep theirs: someone else may be guessing there.
   */
  forgiveOnSuccess: boolean;
}

export type LoginLimits = Pick<Config, 'loginMaxFailures' | 'loginMaxFailuresPerUsername' | 'loginMaxFailuresPerIp'>;

export interface LoginAttempt {
  username: string;
  address: string;
  /** A trusted device of this very user that the request's cookie names, or null. */
  deviceId: number | null;
}

const normalUsername = (username: string): string => username.trim().toLowerCase();

export const addressKey = (address: string): string => `ip:${address}`;
export const usernameKey = (username: string): string => `u:${normalUsername(username)}`;
// An address never holds '|', so no username can make two pairs share a key.
export const usernameAddressKey = (username: string, address: string): string => `ua:${address}|${normalUsername(username)}`;
export const deviceKey = (deviceId: number): string => `d:${deviceId}`;

/**
 * The budgets one login attempt draws on. Guesses from one address exhaust
 * only that address's share of a username, so a stranger cannot lock a user
 * out from everywhere; the slower per-username budget still stops a spread
 * attack. A device the user signed in on before has a budget of its own
 * instead (OWASP "device cookies"): a locked username stays open from there.
 */
export function loginBudgets({ username, address, deviceId }: LoginAttempt, limits: LoginLimits): LoginBudget[] {
  const perAddress: LoginBudget = { key: addressKey(address), max: limits.loginMaxFailuresPerIp, forgiveOnSuccess: false };
  if (deviceId !== null) {
    return [perAddress, { key: deviceKey(deviceId), max: limits.loginMaxFailures, forgiveOnSuccess: true }];
  }
  return [
    perAddress,
    { key: usernameKey(username), max: limits.loginMaxFailuresPerUsername, forgiveOnSuccess: false },
    { key: usernameAddressKey(username, address), max: limits.loginMaxFailures, forgiveOnSuccess: true },
  ];
}
