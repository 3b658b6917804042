import { describe, expect, it } from 'vitest';
import { canEditShop, SETTINGS_SECTIONS, sectionsFor, selectedSection } from './settings.sections.ts';

const member = (
  role: 'owner' | 'iam' | 'agent' | 'buyer',
  authorizations: Record<string, boolean> | null = null,
) => ({
  role,
  shops: [{ id: 's', code: 'C', urlShop: 'u', name: 'N', role, typology: null, authorizations }],
});

describe('settings sections', () => {
  it('has the 15 sections of the spec', () => {
    expect(SETTINGS_SECTIONS).toHaveLength(15);
  });
  it('gives shop sections to owners and unrestricted iam only', () => {
    expect(canEditShop(member('owner'))).toBe(true);
    expect(canEditShop(member('iam'))).toBe(true);
    expect(canEditShop(member('iam', { seeAllOrder: true }))).toBe(false);
    expect(sectionsFor(member('buyer'))).toEqual(['account']);
    expect(sectionsFor({ role: 'buyer', shops: [] })).toEqual(['account']);
  });
  it('selects the section of ?link, else the first allowed', () => {
    expect(selectedSection('account', SETTINGS_SECTIONS)).toBe('account');
    expect(selectedSection('nope', SETTINGS_SECTIONS)).toBe('infos');
    expect(selectedSection('infos', ['account'])).toBe('account');
    expect(selectedSection(null, ['account'])).toBe('account');
  });
});
