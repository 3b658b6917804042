import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOMAINE_DEMO_PRODUCTS } from './demo-catalogue.data.ts';
import { MAISON_SECONDE_PRODUCTS } from './demo-maison-seconde.data.ts';

const WEB = path.resolve(import.meta.dirname, '../../../../web');
const products = [...DOMAINE_DEMO_PRODUCTS, ...MAISON_SECONDE_PRODUCTS];

describe('the demo catalogue pictures', () => {
  it('shows each product a picture that exists, the Ratafia its own label (not the Muscat’s)', () => {
    for (const product of products) {
      for (const visual of product.visuals ?? []) {
        expect(existsSync(path.join(WEB, 'public', visual)), `${product.name}: ${visual}`).toBe(true);
      }
    }
    const ratafia = products.find((p) => p.name === 'Ratafia de Champagne')!;
    const [picture] = ratafia.visuals ?? [];
    const drawing = readFileSync(
      path.join(WEB, 'demo-sources', picture!.replace('/demo/', '').replace(/\.webp$/, '.svg')),
      'utf8',
    );
    expect(drawing).toContain('>Ratafia<');
    expect(drawing).not.toContain('Muscat');
  });
});
