import { describe, expect, it } from 'vitest';
import { retryAfterText, SIGN_IN_THROTTLE, type ThrottleState, takeTurn } from './sign-in-throttle.ts';

const t0 = new Date('2026-11-24T10:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

/** Plays tries at the given offsets (ms after t0): each answer, allowed or refused with its wait. */
function play(offsets: number[], start: ThrottleState | null = null) {
  let state = start;
  return offsets.map((ms) => {
    const turn = takeTurn(state, at(ms));
    state = turn.next;
    return turn.allowed ? 'ok' : `wait ${turn.retryAfterMs}`;
  });
}

describe('sign-in throttle', () => {
  it.each([
    ['five tries back to back all go ahead', [0, 1, 2, 3, 4], ['ok', 'ok', 'ok', 'ok', 'ok']],
    [
      'the sixth goes ahead and makes the next wait a second',
      [0, 0, 0, 0, 0, 0, 10],
      ['ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'wait 990'],
    ],
    [
      'after the wait the next goes ahead and the wait doubles',
      [0, 0, 0, 0, 0, 0, 1000, 2000],
      ['ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'wait 1000'],
    ],
    [
      'a refused try is not counted: the wait does not grow by insisting',
      [0, 0, 0, 0, 0, 0, 100, 200, 1000, 1500],
      ['ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'wait 900', 'wait 800', 'ok', 'wait 1500'],
    ],
  ])('%s', (_name, offsets, expected) => {
    expect(play(offsets)).toEqual(expected);
  });

  it('never waits longer than the ceiling, however many tries: a delay, not a lock-out', () => {
    const state: ThrottleState = { tries: 500, lastTryAt: t0, blockedUntil: null };
    const turn = takeTurn(state, at(1));
    expect(turn.allowed).toBe(true);
    expect(turn.next.blockedUntil!.getTime() - at(1).getTime()).toBe(SIGN_IN_THROTTLE.maxDelayMs);
    const later = takeTurn(turn.next, at(1 + SIGN_IN_THROTTLE.maxDelayMs));
    expect(later.allowed).toBe(true);
  });

  it('forgets a count left alone for a day', () => {
    const state: ThrottleState = { tries: 12, lastTryAt: t0, blockedUntil: at(SIGN_IN_THROTTLE.maxDelayMs) };
    const turn = takeTurn(state, at(SIGN_IN_THROTTLE.forgetAfterMs));
    expect(turn).toEqual({
      allowed: true,
      next: { tries: 1, lastTryAt: at(SIGN_IN_THROTTLE.forgetAfterMs), blockedUntil: null },
    });
  });

  it.each([
    [400, '1 seconde'],
    [8_000, '8 secondes'],
    [61_000, '2 minutes'],
    [15 * 60_000, '15 minutes'],
  ])('says a wait of %i ms as "%s"', (ms, text) => {
    expect(retryAfterText(ms)).toBe(text);
  });
});
