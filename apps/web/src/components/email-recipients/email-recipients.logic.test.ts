import { MSG } from '@cuvee/contracts';
import { describe, expect, it } from 'vitest';
import { addTypedRecipients, removeRecipient } from './email-recipients.logic.ts';

describe('addTypedRecipients while typing', () => {
  it('leaves a word being typed alone, without error', () => {
    const list = ['a@exemple.fr'];
    expect(addTypedRecipients(list, 'jean@ex', false)).toEqual({ list, rest: 'jean@ex' });
    expect(addTypedRecipients(list, '', false)).toEqual({ list, rest: '' });
  });

  it('adds an address followed by a comma, space or semicolon', () => {
    expect(addTypedRecipients([], 'Jean@Exemple.fr,', false)).toEqual({
      list: ['jean@exemple.fr'],
      rest: '',
    });
    expect(addTypedRecipients([], 'jean@exemple.fr ', false).list).toEqual(['jean@exemple.fr']);
    expect(addTypedRecipients([], 'jean@exemple.fr;', false).list).toEqual(['jean@exemple.fr']);
  });

  it('adds every complete address of a paste and keeps the last word being typed', () => {
    const result = addTypedRecipients([], 'a@exemple.fr, b@exemple.fr; c@ex', false);
    expect(result).toEqual({ list: ['a@exemple.fr', 'b@exemple.fr'], rest: 'c@ex' });
  });

  it('keeps invalid addresses in the input with the French message', () => {
    const result = addTypedRecipients([], 'a@exemple.fr pas-un-mail ', false);
    expect(result).toEqual({ list: ['a@exemple.fr'], rest: 'pas-un-mail', error: MSG.email });
    expect(MSG.email).toBe('Le mail est incorrect');
  });
});

describe('addTypedRecipients on Enter, Tab or blur', () => {
  it('adds a valid address, trimmed and lower-cased', () => {
    expect(addTypedRecipients([], '  Jean@Exemple.FR ', true)).toEqual({
      list: ['jean@exemple.fr'],
      rest: '',
    });
  });

  it('refuses an invalid address', () => {
    const list = ['a@exemple.fr'];
    const result = addTypedRecipients(list, 'jean@', true);
    expect(result).toEqual({ list, rest: 'jean@', error: MSG.email });
    expect(result.list).toBe(list);
  });

  it('does not add a duplicate, whatever its case, and says nothing', () => {
    const list = ['jean@exemple.fr'];
    const result = addTypedRecipients(list, 'JEAN@exemple.fr', true);
    expect(result).toEqual({ list, rest: '' });
    expect(result.list).toBe(list);
  });

  it('does not add the same address twice from one paste', () => {
    expect(addTypedRecipients([], 'a@exemple.fr a@exemple.fr A@exemple.fr', true).list).toEqual([
      'a@exemple.fr',
    ]);
  });

  it('reads addresses copied from a mail client', () => {
    const result = addTypedRecipients([], 'Jean Dupont <jean@exemple.fr>, "Marie" <marie@exemple.fr>', true);
    expect(result).toEqual({ list: ['jean@exemple.fr', 'marie@exemple.fr'], rest: '' });
  });

  it('does nothing for a blank text', () => {
    const list: string[] = [];
    expect(addTypedRecipients(list, '   ', true)).toEqual({ list, rest: '' });
  });
});

describe('removeRecipient', () => {
  it('removes the address at an index', () => {
    expect(removeRecipient(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(removeRecipient(['a'], 3)).toEqual(['a']);
  });
});
