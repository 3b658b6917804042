import { describe, expect, it } from 'vitest';
import { casesFor, MAX_EXTRA_CASES } from './generator.ts';
import type { Operation } from './openapi.ts';
import { places } from './places.ts';

const op: Operation = {
  method: 'PUT',
  path: '/v1/things/{id}',
  pathParams: [{ name: 'id', schema: { type: 'string', format: 'uuid' } }],
  queryParams: [{ name: 'limit', required: false, schema: { type: 'integer', minimum: 1, maximum: 100 } }],
  body: {
    type: 'object',
    properties: {
      name: { type: 'string', maxLength: 40 },
      count: { type: 'integer', minimum: 0, maximum: 10 },
      tags: { type: 'array', maxItems: 3, items: { type: 'string' } },
      prices: { type: 'object', additionalProperties: { type: 'number' } },
      rate: { anyOf: [{ type: 'number' }, { type: 'string' }] },
    },
    required: ['name'],
  },
};

describe('the case generator', () => {
  it('answers the same cases each time (a fixed seed)', () => {
    expect(JSON.stringify(casesFor(op, () => []))).toBe(JSON.stringify(casesFor(op, () => [])));
  });

  it('gives every path parameter, query parameter and body place a bad value, within a bound', () => {
    const cases = casesFor(op, () => []);
    const labels = cases.map((c) => c.label);
    expect(labels).toContain('path id=pas-un-uuid');
    expect(labels).toContain('query limit: NUL');
    for (const place of places(op.body!)) {
      expect(labels.some((l) => l.startsWith(`body.${place.at.join('.')}:`))).toBe(true);
    }
    const firsts = new Set(places(op.body!).map((p) => p.at.join('.'))).size;
    expect(cases.length).toBeLessThanOrEqual(firsts + 60 + MAX_EXTRA_CASES);
  });

  it('puts names every object inherits as a record’s keys, and never sends a wrong type a union accepts', () => {
    const bodies = casesFor(op, () => []).map((c) => (c.body ? String(c.body.payload) : ''));
    expect(bodies.some((b) => b.includes('"prices":{"constructor":1}'))).toBe(true);
    expect(bodies.some((b) => b.includes('"rate":"12"'))).toBe(false);
  });

  it('fills path parameters with real values', () => {
    const cases = casesFor(op, () => ['0190f0a0-0000-7000-8000-00000000abcd']);
    expect(cases.find((c) => c.label.startsWith('body.'))?.path.id).toBe(
      '0190f0a0-0000-7000-8000-00000000abcd',
    );
  });
});
