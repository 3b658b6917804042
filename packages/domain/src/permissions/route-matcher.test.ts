import { describe, expect, it } from 'vitest';
import { createPathMatcher, explodePattern, pathSegments } from './route-matcher.ts';

describe('explodePattern', () => {
  it('expands optional parameters', () => {
    expect(explodePattern('/a/:b?').map((s) => s.length)).toEqual([1, 2]);
    expect(explodePattern('/a/:b?/:c?')).toHaveLength(4);
  });
  it('refuses a relative or nameless pattern', () => {
    expect(() => explodePattern('a/b')).toThrow();
    expect(() => explodePattern('/a/:')).toThrow();
  });
});

describe('pathSegments', () => {
  it.each([
    ['/', []],
    ['/a/b/?x=1#y', ['a', 'b']],
    ['/a#frag/b', ['a']],
    ['/a//b', undefined],
    ['a/b', undefined],
    ['', undefined],
  ] as const)('%s → %j', (path, expected) => {
    expect(pathSegments(path)).toEqual(expected);
  });
});

describe('createPathMatcher', () => {
  const match = createPathMatcher(['/:x/:y', '/:x/b', '/a/:y', '/a/b/:z?'], (p) => p);
  it.each([
    ['/a/b', '/a/b/:z?'],
    ['/a/c', '/a/:y'],
    ['/c/b', '/:x/b'],
    ['/c/d', '/:x/:y'],
    ['/a/b/c', '/a/b/:z?'],
  ])('%s → %s (the leftmost static segment wins)', (path, pattern) => {
    expect(match(path)?.value).toBe(pattern);
  });
  it('tries the next candidate when one is refused', () => {
    const picky = createPathMatcher(
      ['/:name', '/:other'],
      (p) => p,
      (p, params) => p !== '/:name' || params.name !== 'no',
    );
    expect(picky('/no')?.value).toBe('/:other');
    expect(picky('/yes')?.value).toBe('/:name');
  });
});
