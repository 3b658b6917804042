/** The product's colour when a shop has none (a wine red). */
export const DEFAULT_BRAND_COLOR = '#7b1e3a';

const HEX = /^#[0-9a-fA-F]{6}$/;

type Rgb = [number, number, number];
const toRgb = (hex: string): Rgb => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const toHex = (rgb: Rgb) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** WCAG relative luminance of an sRGB colour. */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of a colour against white. */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(toRgb(hex)) + 0.05);
}

/**
 * The shop colour, darkened by 15 % steps until white text on it is readable (WCAG AA,
 * 4.5:1); the default colour when the shop has none or an invalid one. The app's theme and
 * the server's first paint (age gate) use the same colour.
 */
export function readableBrand(color: string | null | undefined): string {
  let rgb = toRgb(color && HEX.test(color) ? color : DEFAULT_BRAND_COLOR);
  for (let i = 0; i < 10 && contrastWithWhite(toHex(rgb)) < 4.5; i++) rgb = rgb.map((v) => v * 0.85) as Rgb;
  return toHex(rgb);
}
