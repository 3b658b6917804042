import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, COLORS, tokenStylesheet, withBreakpoints } from './design-tokens.ts';

describe('design tokens as CSS', () => {
  it('writes every colour as a custom property a stylesheet can read', () => {
    const css = tokenStylesheet();
    expect(css).toContain(`--cv-primary: ${COLORS.primary};`);
    expect(css).toContain(`--cv-text-2: ${COLORS.text2};`);
    expect(css).toContain(`--cv-border-soft: ${COLORS.borderSoft};`);
    expect(css).toMatch(/--cv-font-serif: Georgia/);
  });

  it('turns breakpoint names into the media queries of spec §9, either side of the bound', () => {
    expect(withBreakpoints('@media (--cv-up-sm) { a { b: c } }')).toBe(
      `@media (min-width: ${BREAKPOINTS.sm}px) { a { b: c } }`,
    );
    const below = withBreakpoints('@media (--cv-down-lg){}');
    expect(below).toBe(`@media (max-width: ${BREAKPOINTS.lg - 0.02}px){}`);
    // A custom property that is not a breakpoint is left alone.
    expect(withBreakpoints('a { color: var(--cv-up-sm-ish) }')).toBe('a { color: var(--cv-up-sm-ish) }');
  });
});
