import { describe, expect, it } from 'vitest';
import type { PermissionSubject } from '../permissions/has-permission.ts';
import { seesAllClients, seesAllTasks } from './visibility.ts';

const SHOP = 'shop-1';
const member = (
  role: PermissionSubject['role'],
  authorizations?: Record<string, boolean> | null,
): PermissionSubject => ({
  role,
  shops: [{ id: SHOP, authorizations }],
});

describe('who sees every client and task of a shop', () => {
  it.each([
    ['the owner', member('owner'), true],
    ['a fully delegated collaborator', member('iam', null), true],
    ['a collaborator granted seeAllClient', member('iam', { seeAllClient: true }), true],
    ['a collaborator without seeAllClient', member('iam', { createClient: true }), false],
    ['an agent (own portfolio by default)', member('agent', null), false],
    ['an agent granted seeAllClient', member('agent', { seeAllClient: true }), true],
    ['a buyer', member('buyer'), false],
    ['nobody', null, false],
  ] as const)('%s → %s', (_who, user, expected) => {
    expect(seesAllClients(user, SHOP)).toBe(expected);
  });

  it('answers for the shop named only', () => {
    expect(seesAllClients(member('owner'), 'another-shop')).toBe(false);
  });

  it('reads seeAllTask for tasks', () => {
    expect(seesAllTasks(member('iam', { seeAllClient: true }), SHOP)).toBe(false);
    expect(seesAllTasks(member('iam', { seeAllTask: true }), SHOP)).toBe(true);
  });
});
