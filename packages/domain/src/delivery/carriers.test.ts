import { describe, expect, it } from 'vitest';
import { CARRIER_IDS, CARRIERS, carrierFromText, carrierName, trackingUrl } from './carriers.ts';

describe('the carriers', () => {
  it('each carrier but the producer’s own has a tracking page on https with the number’s place', () => {
    for (const id of CARRIER_IDS) {
      const url: string | null = CARRIERS[id].trackingUrl;
      if (id === 'other') expect(url).toBeNull();
      else expect(url).toMatch(/^https:\/\/[^{}]+\{ref\}/);
    }
  });

  it('fills the tracking page with the number, encoded', () => {
    expect(trackingUrl('colissimo', ' 6A12345678901 ')).toBe(
      'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
    );
    expect(trackingUrl('dpd', '250 A/1')).toBe('https://trace.dpd.fr/fr/trace/250%20A%2F1');
  });

  it('has no link without a number, for the producer’s own van, or for an unknown carrier', () => {
    expect(trackingUrl('ups', '')).toBeNull();
    expect(trackingUrl('ups', null)).toBeNull();
    expect(trackingUrl('other', 'X1')).toBeNull();
    expect(trackingUrl('pigeon', 'X1')).toBeNull();
    expect(carrierName('pigeon')).toBeNull();
    expect(carrierName('mondialRelay')).toBe('Mondial Relay');
  });

  it.each([
    ['Colissimo 48h', 'colissimo'],
    ['DHL Express', 'dhl'],
    ['mondial relay', 'mondialRelay'],
    ['Relais Colis', 'relaisColis'],
    ['La Poste — lettre suivie', 'colissimo'],
    ['Chronopost 13h', 'chronopost'],
    ['Transporteur', null],
  ])('reads the carrier of a delivery mode named %s', (text, id) => {
    expect(carrierFromText(text)).toBe(id);
  });

  it('reads the mode’s carrier field before its name', () => {
    expect(carrierFromText('GLS', 'Livraison à domicile')).toBe('gls');
    expect(carrierFromText(null, 'Livraison UPS')).toBe('ups');
    expect(carrierFromText(null, undefined)).toBeNull();
  });
});
