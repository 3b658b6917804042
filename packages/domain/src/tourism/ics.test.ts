import { describe, expect, it } from 'vitest';
import { bookingIcs, icsFold } from './ics.ts';

/** A reader's view of the file: lines unfolded, then NAME → value with TEXT unescaped. */
function parse(ics: string): Map<string, string> {
  expect(ics.endsWith('\r\n')).toBe(true);
  const physical = ics.slice(0, -2).split('\r\n');
  for (const line of physical) {
    expect(line.includes('\n')).toBe(false);
    expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  }
  const logical: string[] = [];
  for (const line of physical)
    if (line.startsWith(' ')) logical[logical.length - 1] += line.slice(1);
    else logical.push(line);
  const out = new Map<string, string>();
  for (const line of logical) {
    const at = line.indexOf(':');
    const value = line.slice(at + 1).replace(/\\(.)/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
    out.set(out.has(line.slice(0, at)) ? `${line.slice(0, at)}#2` : line.slice(0, at), value);
  }
  return out;
}

const base = {
  uid: 'booking-7f1c@cuvee',
  stamp: new Date('2026-06-01T09:30:00Z'),
  start: new Date('2026-06-11T08:00:00Z'),
  end: new Date('2026-06-11T09:30:00Z'),
};

describe('bookingIcs', () => {
  it('reads back the event: UID, times in UTC, a long French title folded and unfolded whole', () => {
    const summary = `Dégustation des cuvées « Élégance » et « Crémant rosé » au château — ${'très '.repeat(12)}belle`;
    const ics = bookingIcs({
      ...base,
      summary,
      location: 'Domaine Démo, 12 route des Vignes; Beaune',
      description: '2 adultes, 1 enfant\nPrésentez le QR code à l’accueil \\ merci',
    });
    const read = parse(ics);
    expect(read.get('BEGIN')).toBe('VCALENDAR');
    expect(read.get('UID')).toBe('booking-7f1c@cuvee');
    expect(read.get('DTSTAMP')).toBe('20260601T093000Z');
    expect(read.get('DTSTART')).toBe('20260611T080000Z');
    expect(read.get('DTEND')).toBe('20260611T093000Z');
    expect(read.get('SUMMARY')).toBe(summary);
    expect(read.get('LOCATION')).toBe('Domaine Démo, 12 route des Vignes; Beaune');
    expect(read.get('DESCRIPTION')).toBe('2 adultes, 1 enfant\nPrésentez le QR code à l’accueil \\ merci');
    expect(ics).toContain('LOCATION:Domaine Démo\\, 12 route des Vignes\\; Beaune\r\n');
    expect(ics.split('\r\n').filter((l) => l.startsWith(' ')).length).toBeGreaterThan(0);
  });

  it('never cuts a character in two: every folded piece is valid UTF-8 of at most 75 octets', () => {
    const line = `SUMMARY:${'é'.repeat(100)}`;
    const pieces = icsFold(line).split('\r\n');
    expect(pieces.length).toBe(3);
    for (const p of pieces) expect(new TextEncoder().encode(p).length).toBeLessThanOrEqual(75);
    expect(pieces.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
  });

  it('leaves out LOCATION and DESCRIPTION when there are none', () => {
    const read = parse(bookingIcs({ ...base, summary: 'Visite' }));
    expect(read.has('LOCATION')).toBe(false);
    expect(read.get('SUMMARY')).toBe('Visite');
  });
});
