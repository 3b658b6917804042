import { describe, expect, it } from 'vitest';
import { applyFormat } from './legal-editor.logic.ts';

describe('applyFormat', () => {
  it('wraps the selection in bold or italics and keeps it selected', () => {
    expect(applyFormat('Prix TTC', 5, 8, 'bold')).toEqual({ text: 'Prix **TTC**', start: 7, end: 10 });
    expect(applyFormat('Prix TTC', 5, 8, 'italic')).toEqual({ text: 'Prix *TTC*', start: 6, end: 9 });
  });

  it('turns the selected lines into a heading or a list, replacing an earlier mark', () => {
    expect(applyFormat('Objet\nSuite', 2, 2, 'heading').text).toBe('## Objet\nSuite');
    expect(applyFormat('## Objet', 0, 0, 'subheading').text).toBe('### Objet');
    expect(applyFormat('un\ndeux', 0, 6, 'list').text).toBe('- un\n- deux');
    expect(applyFormat('- un\n- deux', 0, 10, 'numbered').text).toBe('1. un\n2. deux');
  });

  it('makes a link of the selection and selects its address to type', () => {
    const edit = applyFormat('le site', 3, 7, 'link');
    expect(edit.text).toBe('le [site](https://)');
    expect(edit.text.slice(edit.start, edit.end)).toBe('https://');
  });

  it('puts a placeholder where nothing is selected', () => {
    expect(applyFormat('', 0, 0, 'bold', 'texte').text).toBe('**texte**');
  });
});
