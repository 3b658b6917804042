/**
 * Sign-in throttling (decision 0027): failures are counted per account identifier and client
 * address, whether the account exists or not. The first few tries are free; past them each try
 * makes the next one wait, twice as long each time, up to a ceiling — a delay, never a lock:
 * whoever holds the password gets in once the wait is over, and a stranger guessing from
 * elsewhere makes no one else wait.
 */
export const SIGN_IN_THROTTLE = {
  /** Tries allowed back to back before any wait. */
  freeTries: 5,
  /** The first wait, doubled at each further try. */
  firstDelayMs: 1_000,
  /** The longest wait. */
  maxDelayMs: 15 * 60_000,
  /** A count left alone this long starts again from zero. */
  forgetAfterMs: 24 * 3600_000,
} as const;

/**
 * The account's own counter, whatever the address (issue 23): a guess spread over many addresses
 * gets these free tries in all, then waits that double to the ceiling. Addresses the account
 * signed in from (or used a reset link from) within `knownAddressMs` skip it, keeping only the
 * account-and-address counter: an attacker cannot keep the owner out.
 */
export const ACCOUNT_SIGN_IN_THROTTLE = {
  freeTries: 10,
  firstDelayMs: 1_000,
  maxDelayMs: 15 * 60_000,
  forgetAfterMs: 24 * 3600_000,
} as const;
/** How long an address the account signed in from stays its owner's. */
export const KNOWN_SIGN_IN_ADDRESS_MS = 30 * 24 * 3600_000;

export type ThrottlePolicy = {
  freeTries: number;
  firstDelayMs: number;
  maxDelayMs: number;
  forgetAfterMs: number;
};

export type ThrottleState = { tries: number; lastTryAt: Date; blockedUntil: Date | null };
export type ThrottleTurn =
  | { allowed: true; next: ThrottleState }
  | { allowed: false; retryAfterMs: number; next: ThrottleState };

/** The wait after the `tries`-th try in a row: none within the free tries, then doubling to the ceiling. */
export function delayAfter(tries: number, policy: ThrottlePolicy = SIGN_IN_THROTTLE): number {
  const over = tries - policy.freeTries;
  if (over <= 0) return 0;
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.min(over - 1, 40));
}

/**
 * Whether a try may go ahead now, counted before the password is checked (parallel tries count
 * one by one), and the state to store. A refused try is not counted: waiting is all it takes.
 */
export function takeTurn(
  state: ThrottleState | null,
  now: Date,
  policy: ThrottlePolicy = SIGN_IN_THROTTLE,
): ThrottleTurn {
  const live = state && now.getTime() - state.lastTryAt.getTime() < policy.forgetAfterMs ? state : null;
  if (live?.blockedUntil && live.blockedUntil > now)
    return { allowed: false, retryAfterMs: live.blockedUntil.getTime() - now.getTime(), next: live };
  const tries = (live?.tries ?? 0) + 1;
  const wait = delayAfter(tries, policy);
  return {
    allowed: true,
    next: { tries, lastTryAt: now, blockedUntil: wait ? new Date(now.getTime() + wait) : null },
  };
}

/** "Réessayez dans 8 secondes" / "dans 4 minutes": the wait as a person reads it. */
export function retryAfterText(ms: number): string {
  const s = Math.max(1, Math.ceil(ms / 1000));
  if (s < 60) return `${s} seconde${s > 1 ? 's' : ''}`;
  const m = Math.ceil(s / 60);
  return `${m} minute${m > 1 ? 's' : ''}`;
}
