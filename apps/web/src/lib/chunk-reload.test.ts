import { describe, expect, it } from 'vitest';
import { isChunkLoadError, shouldReload } from './chunk-reload.ts';

describe('chunk load failures', () => {
  it('recognises the browsers’ dynamic import errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
  it('reloads at most once per minute', () => {
    expect(shouldReload(100_000, null)).toBe(true);
    expect(shouldReload(100_000, 50_000)).toBe(false);
    expect(shouldReload(100_000, 40_000)).toBe(true);
    expect(shouldReload(100_000, Number.NaN)).toBe(true);
  });
});
