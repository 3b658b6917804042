import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../permissions/permissions.ts';
import {
  grantedRights,
  parisToday,
  RIGHT_AREAS,
  rightsBeyondGranter,
  rightsDiff,
  rightsInForce,
} from './rights.ts';

describe('the checklist', () => {
  it('puts each of the 44 permissions in exactly one area', () => {
    const listed = RIGHT_AREAS.flatMap((a) => a.rights);
    expect(listed).toHaveLength(PERMISSIONS.length);
    expect(new Set(listed)).toEqual(new Set(PERMISSIONS));
  });
});

describe('rightsInForce', () => {
  const rights = { createOrder: true, seeAllOrder: true };
  it('drops a right the day after its date, keeps it on the day', () => {
    const until = { createOrder: '2026-11-28' };
    expect(rightsInForce(rights, until, '2026-11-28')).toEqual({ createOrder: true, seeAllOrder: true });
    expect(rightsInForce(rights, until, '2026-11-29')).toEqual({ createOrder: false, seeAllOrder: true });
  });
  it('leaves a fully delegated member (null) and undated rights as they are', () => {
    expect(rightsInForce(null, { createOrder: '2020-01-01' }, '2026-11-29')).toBeNull();
    expect(rightsInForce(rights, null, '2026-11-29')).toBe(rights);
  });
  it('reads Paris days: 23:30 UTC on 28 November is already the 29th in Paris', () => {
    expect(parisToday(new Date('2026-11-28T23:30:00Z'))).toBe('2026-11-29');
  });
});

describe('rightsBeyondGranter', () => {
  it('an owner or a fully delegated collaborator gives anything', () => {
    expect(rightsBeyondGranter({ owner: true, own: null }, ['accessAccounting'])).toEqual([]);
    expect(rightsBeyondGranter({ owner: false, own: null }, ['accessAccounting'])).toEqual([]);
  });
  it('a restricted collaborator gives only what they hold', () => {
    const own = { seeAllOrder: true, accessAccounting: false };
    expect(rightsBeyondGranter({ owner: false, own }, ['seeAllOrder', 'accessAccounting'])).toEqual([
      'accessAccounting',
    ]);
  });
  it('a polluted prototype grants nothing', () => {
    const own = Object.create({ accessAccounting: true }) as Record<string, boolean>;
    expect(rightsBeyondGranter({ owner: false, own }, ['accessAccounting'])).toEqual(['accessAccounting']);
  });
});

describe('rightsDiff and grantedRights', () => {
  it('lists the rights added and removed in the spec’s order', () => {
    expect(
      rightsDiff({ createOrder: true, seeAllOrder: true }, { seeAllOrder: true, billOrder: true }),
    ).toEqual({
      added: ['billOrder'],
      removed: ['createOrder'],
    });
    expect(grantedRights({ createOrder: true, seeAllOrder: false, unknown: true })).toEqual(['createOrder']);
  });
});
