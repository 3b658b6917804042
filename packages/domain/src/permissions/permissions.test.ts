import { describe, expect, it } from 'vitest';
import { INTEGRATIONS, isIntegrationActive, isIntegrationKey } from './integrations.ts';
import { ALL_ON, integrations } from './permissions.fixtures.ts';
import { isPermission, PERMISSION_LABELS, PERMISSIONS } from './permissions.ts';
import { isRole, ROLES, viewerOf } from './roles.ts';

describe('roles', () => {
  it('lists the five authenticated roles', () => {
    expect(ROLES).toEqual(['buyer', 'owner', 'iam', 'agent', 'admin']);
    expect(isRole('iam')).toBe(true);
    expect(isRole('public')).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });
  it('treats an anonymous visitor as public', () => {
    expect(viewerOf(null)).toBe('public');
    expect(viewerOf({ role: 'agent' })).toBe('agent');
  });
});

describe('permissions', () => {
  it('are the 44 names of spec §6, unique', () => {
    expect(PERMISSIONS).toHaveLength(44);
    expect(new Set(PERMISSIONS).size).toBe(44);
    expect(PERMISSIONS[0]).toBe('seeAllResa');
    expect(PERMISSIONS[43]).toBe('seeAllMessages');
    expect(isPermission('billOrder')).toBe(true);
    expect(isPermission('billorder')).toBe(false);
  });
  it('each have a French and an English label, all distinct', () => {
    expect(Object.keys(PERMISSION_LABELS).sort()).toEqual([...PERMISSIONS].sort());
    const labels = Object.values(PERMISSION_LABELS);
    for (const { fr, en } of labels) {
      expect(fr.trim()).not.toBe('');
      expect(en.trim()).not.toBe('');
    }
    expect(new Set(labels.map((l) => l.fr)).size).toBe(44);
    expect(new Set(labels.map((l) => l.en)).size).toBe(44);
  });
});

describe('integrations', () => {
  it('are the 13 modules of the Shop entity', () => {
    expect(INTEGRATIONS).toHaveLength(13);
    expect(isIntegrationKey('salesPoint')).toBe(true);
    expect(isIntegrationKey('salespoint')).toBe(false);
  });
  it.each([
    ['active', ALL_ON, true],
    ['inactive', integrations(true, { futures: false }), false],
    ['no shop', null, false],
    ['not loaded', undefined, false],
    ['key missing', { crm: { active: true } }, false],
    ['sub-object null', { futures: null }, false],
    ['flag missing', { futures: {} }, false],
  ] as const)('isIntegrationActive: %s', (_name, integration, expected) => {
    expect(isIntegrationActive(integration, 'futures')).toBe(expected);
  });
});
