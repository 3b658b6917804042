import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  COLORS,
  STATUS_GROUP_COLORS,
  tokenStylesheet,
  withBreakpoints,
} from './design-tokens.ts';

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

/** WCAG contrast ratio of two '#rrggbb' colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('status chip colours (spec §4)', () => {
  it('keeps every group’s label readable on its chip (WCAG AA, 4.5:1)', () => {
    for (const [group, { fg, bg }] of Object.entries(STATUS_GROUP_COLORS))
      expect(contrast(fg, bg), group).toBeGreaterThanOrEqual(4.5);
    // The check itself tells a pale text from a dark one.
    expect(contrast('#f5b76b', '#fff3e0')).toBeLessThan(4.5);
  });
});
