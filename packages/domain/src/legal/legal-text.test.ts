import { describe, expect, it } from 'vitest';
import { legalPagePath, legalPageRequest } from './legal-kinds.ts';
import { isUnreviewedModel, legalModel } from './legal-models.ts';
import { legalPlainText, parseInline, parseLegalText, safeHref } from './legal-text.ts';

describe('parseLegalText', () => {
  it('reads headings, paragraphs with line breaks, lists, quotes and rules', () => {
    const blocks = parseLegalText(
      '## Article 1\nLe vendeur\nNîmes\n\n- un\n- deux\n  suite\n\n1. premier\n\n> note\n>\n> autre\n\n---',
    );
    expect(blocks.map((b) => b.type)).toEqual(['heading', 'paragraph', 'list', 'list', 'quote', 'rule']);
    expect(blocks[0]).toEqual({ type: 'heading', level: 2, children: [{ type: 'text', text: 'Article 1' }] });
    expect(blocks[1]).toEqual({
      type: 'paragraph',
      children: [{ type: 'text', text: 'Le vendeur' }, { type: 'br' }, { type: 'text', text: 'Nîmes' }],
    });
    expect(blocks[2]).toMatchObject({
      ordered: false,
      items: [[{ text: 'un' }], [{ text: 'deux' }, { type: 'br' }, { text: 'suite' }]],
    });
    expect(blocks[3]).toMatchObject({ ordered: true });
    expect(blocks[4]).toMatchObject({ type: 'quote', paragraphs: [[{ text: 'note' }], [{ text: 'autre' }]] });
  });

  it('maps # and ## to the second level, ### to the third, deeper to the fourth', () => {
    const levels = parseLegalText('# a\n## b\n### c\n###### d').map((b) =>
      b.type === 'heading' ? b.level : 0,
    );
    expect(levels).toEqual([2, 2, 3, 4]);
  });

  it('reads bold, italics and safe links; an unsafe link stays text', () => {
    expect(parseInline('**Gras** et *italique* [site](https://cuvee.fr)')).toEqual([
      { type: 'strong', children: [{ type: 'text', text: 'Gras' }] },
      { type: 'text', text: ' et ' },
      { type: 'em', children: [{ type: 'text', text: 'italique' }] },
      { type: 'text', text: ' ' },
      { type: 'link', href: 'https://cuvee.fr', children: [{ type: 'text', text: 'site' }] },
    ]);
    expect(parseInline('[clic](javascript:alert(1))')).toEqual([
      { type: 'text', text: '[clic](javascript:alert(1))' },
    ]);
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('/domaine-demo/legal-notice?doc=cgv')).toBe('/domaine-demo/legal-notice?doc=cgv');
    expect(safeHref('mailto:contact@domaine.fr')).toBe('mailto:contact@domaine.fr');
  });

  it('keeps HTML an owner types as text, and escaped stars as stars', () => {
    expect(parseInline('<script>alert(1)</script> \\*')).toEqual([
      { type: 'text', text: '<script>alert(1)</script> *' },
    ]);
    expect(legalPlainText('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
  });

  it('leaves unclosed marks as they are', () => {
    expect(parseInline('5 * 3 et **gras')).toEqual([{ type: 'text', text: '5 * 3 et **gras' }]);
  });
});

describe('legal pages', () => {
  it('carry the document and version in the legal notice page query', () => {
    expect(legalPagePath('/domaine-demo', 'cgv', 3)).toBe('/domaine-demo/legal-notice?doc=cgv&version=3');
    expect(legalPagePath('/shops/DEMO2026', 'legal_notice')).toBe('/shops/DEMO2026/legal-notice');
    expect(legalPageRequest(new URLSearchParams('doc=cgv&version=3'))).toEqual({ kind: 'cgv', version: 3 });
    expect(legalPageRequest(new URLSearchParams('doc=nope&version=-1'))).toEqual({
      kind: 'legal_notice',
      version: null,
    });
  });
});

describe('legalModel', () => {
  const facts = {
    name: 'Domaine Démo',
    legalName: 'SCEA Domaine Démo',
    siret: '12345678900017',
    vatNumber: 'FR32123456789',
    email: 'contact@domaine-demo.fr',
    phone: '+33 4 66 00 00 00',
    address: { street: '12 chemin des Vignes', zipcode: '30000', city: 'Nîmes', country: 'FR' },
  };

  it("writes the shop's identity into the terms of sale, and what French law asks of a wine shop", () => {
    const text = legalPlainText(legalModel('cgv', facts));
    expect(text).toContain('SCEA Domaine Démo');
    expect(text).toContain('123 456 789 00017');
    expect(text).toContain('12 chemin des Vignes, 30000 Nîmes');
    expect(text).toContain('quatorze (14) jours');
    expect(text).toContain('L3342-1');
    expect(text).toContain("L'abus d'alcool est dangereux pour la santé");
    expect(text).toContain('médiateur de la consommation');
    expect(text).toContain('garantie légale de conformité');
    expect(text).toContain('toutes taxes comprises');
    expect(text).toContain('en primeur');
    expect(text).toContain('Formulaire de rétractation');
  });

  it('marks missing facts for the owner and is marked as a model to review', () => {
    const body = legalModel('cgv', { name: 'Cave Neuve' });
    expect(body).toContain('[à compléter : numéro SIRET]');
    expect(body).toContain('[à compléter : adresse du siège]');
    expect(isUnreviewedModel(body)).toBe(true);
    expect(isUnreviewedModel('## Article 1')).toBe(false);
    for (const kind of ['legal_notice', 'privacy', 'withdrawal'] as const)
      expect(isUnreviewedModel(legalModel(kind, facts))).toBe(true);
  });
});
