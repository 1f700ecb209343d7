/**
 * Guessing limits (OWASP authentication cheat sheet): failures are counted over a sliding window.
 * One address is stopped after a few failures on one account, and after more across accounts.
 * An account is never locked: after `accountDelayAfter` failures from anywhere, each further try
 * must wait a delay that doubles with every failure (up to `maxAccountDelaySeconds`), but only
 * for addresses that have already failed on it. A right password from an address that has not
 * failed on the account is always checked, so guessing from many addresses cannot lock the owner out.
 */
export const LOGIN_THROTTLE = {
  windowMinutes: 15,
  maxFailuresPerAccountAndIp: 5,
  maxFailuresPerIp: 20,
  accountDelayAfter: 10,
  maxAccountDelaySeconds: 15 * 60,
} as const;

/** Seconds an account waits after its last failure, once it has had `failures` in the window. */
export function accountDelaySeconds(failures: number): number {
  if (failures < LOGIN_THROTTLE.accountDelayAfter) return 0;
  return Math.min(LOGIN_THROTTLE.maxAccountDelaySeconds, 2 ** (failures - LOGIN_THROTTLE.accountDelayAfter));
}

export interface RecentFailures {
  byPair: number;
  byIp: number;
  byAccount: number;
  /** Seconds since the oldest failure (in the window) of this account from this address. */
  pairOldestAgo: number;
  ipOldestAgo: number;
  /** Seconds since the account's latest failure from anywhere. */
  accountLastAgo: number;
}

/** Seconds the caller must wait before this attempt is even checked; 0 when it may go ahead. */
export function throttleSeconds(failures: RecentFailures): number {
  const window = LOGIN_THROTTLE.windowMinutes * 60;
  const waits = [0];
  // This address on this account, and this address on any account: until the oldest failure leaves the window.
  if (failures.byPair >= LOGIN_THROTTLE.maxFailuresPerAccountAndIp) waits.push(window - failures.pairOldestAgo);
  if (failures.byIp >= LOGIN_THROTTLE.maxFailuresPerIp) waits.push(window - failures.ipOldestAgo);
  // The account's growing delay binds only addresses that have already failed on it.
  if (failures.byPair > 0) waits.push(accountDelaySeconds(failures.byAccount) - failures.accountLastAgo);
  return Math.ceil(Math.max(...waits));
}
