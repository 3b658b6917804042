import { UpdateMeBody, UpdateShopBody } from '@cuvee/contracts';
import { describe, expect, it } from 'vitest';
import {
  InfosForm,
  infosBody,
  PasswordForm,
  ProfileForm,
  profileBody,
  profileForm,
} from './settings.schemas.ts';

describe('settings forms', () => {
  it('turn blank identity fields into "not given" and build a body the API accepts', () => {
    const form = InfosForm.parse({
      name: 'Domaine Démo',
      color: '#7b1e3a',
      siret: '',
      email: '',
      website: '',
      street: '12 chemin des Vignes',
      country: 'fr',
    });
    const body = infosBody(form, { logo: '/demo/domaine-demo-logo.svg' });
    expect(body.identity?.siret).toBeUndefined();
    expect(body.identity?.address?.country).toBe('FR');
    expect(UpdateShopBody.safeParse(body).success).toBe(true);
  });
  it('refuse a bad SIRET, colour or URL with the French messages', () => {
    const result = InfosForm.safeParse({ name: 'D', color: 'red', siret: '123', website: 'www.site.fr' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toContain('Le SIRET doit contenir 14 chiffres');
    expect(messages).toContain('La couleur doit être au format #RRGGBB');
    expect(messages).toContain("L'url n'est pas valide");
  });
  it('build a profile body the API accepts, with the phone in E.164', () => {
    const form = ProfileForm.parse({
      firstname: 'Claire',
      lastname: 'Vigneron',
      username: 'Claire',
      phone: '06 12 34 56 78',
      lang: 'fr',
    });
    const body = profileBody(form, false);
    expect(body.phone).toBe('+33612345678');
    expect(UpdateMeBody.safeParse(body).success).toBe(true);
    expect(
      ProfileForm.safeParse({ firstname: 'a', lastname: 'b', username: 'c', phone: '01 23', lang: 'fr' })
        .success,
    ).toBe(false);
  });
  it('keeps a username made from the e-mail, but checks a new one', () => {
    const schema = profileForm('julie.durand2');
    const base = { firstname: 'Julie', lastname: 'Durand', lang: 'fr' };
    const kept = schema.parse({ ...base, username: 'julie.durand2' });
    expect(profileBody(kept, false, 'julie.durand2')).not.toHaveProperty('username');
    expect(schema.safeParse({ ...base, username: 'julie.2' }).success).toBe(false);
    expect(
      profileBody(schema.parse({ ...base, username: 'Julie Durand' }), false, 'julie.durand2').username,
    ).toBe('Julie Durand');
  });
  it('checks the password confirmation', () => {
    expect(
      PasswordForm.safeParse({ currentPassword: 'x', newPassword: 'Secret1', confirm: 'Secret2' }).success,
    ).toBe(false);
    expect(
      PasswordForm.safeParse({ currentPassword: 'x', newPassword: 'Secret1', confirm: 'Secret1' }).success,
    ).toBe(true);
  });
});
