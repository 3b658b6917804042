import { describe, expect, it } from 'vitest';
import { answerEffects, messageOf } from './api-answer.ts';

const base = { silent: false, hadSession: true, onAuthPage: false };

describe('answerEffects (spec §8)', () => {
  it('a success message is a success snackbar', () => {
    expect(
      answerEffects({ ...base, status: 200, payload: { success: true, message: 'Enregistré' } }),
    ).toEqual({
      snackbar: { message: 'Enregistré', severity: 'success' },
      signOut: false,
      toLogin: false,
    });
  });
  it('success false is an error snackbar, even with status 200', () => {
    const effect = answerEffects({ ...base, status: 200, payload: { success: false, message: 'Non' } });
    expect(effect.snackbar).toEqual({ message: 'Non', severity: 'error' });
  });
  it('a silent call that ends the session still says why', () => {
    const effect = answerEffects({
      ...base,
      silent: true,
      status: 403,
      payload: { success: false, message: 'Non' },
    });
    expect(effect).toEqual({ snackbar: { message: 'Non', severity: 'error' }, signOut: true, toLogin: true });
  });
  it('no message, no snackbar; silent calls show none', () => {
    expect(answerEffects({ ...base, status: 200, payload: { success: true } }).snackbar).toBeNull();
    expect(
      answerEffects({ ...base, silent: true, status: 400, payload: { success: false, message: 'x' } })
        .snackbar,
    ).toBeNull();
  });
  it('403 signs out and goes to login unless already on an auth page', () => {
    const payload = { success: false, message: 'Accès refusé' };
    expect(answerEffects({ ...base, status: 403, payload })).toMatchObject({ signOut: true, toLogin: true });
    expect(answerEffects({ ...base, onAuthPage: true, status: 403, payload })).toMatchObject({
      signOut: true,
      toLogin: false,
    });
  });
  it('401 signs out a session, but a failed login (no session) only shows its message', () => {
    const payload = { success: false, message: 'Le mail et/ou le mot de passe sont incorrects.' };
    expect(answerEffects({ ...base, status: 401, payload })).toMatchObject({ signOut: true, toLogin: true });
    expect(answerEffects({ ...base, hadSession: false, onAuthPage: true, status: 401, payload })).toEqual({
      snackbar: { message: payload.message, severity: 'error' },
      signOut: false,
      toLogin: false,
    });
  });
});

describe('messageOf', () => {
  it('reads a string or the first message of a list', () => {
    expect(messageOf({ message: ' a ' })).toBe('a');
    expect(messageOf({ message: ['', 'b', 'c'] })).toBe('b');
    expect(messageOf({ message: [] })).toBeNull();
    expect(messageOf(null)).toBeNull();
    expect(messageOf('text')).toBeNull();
  });
});
