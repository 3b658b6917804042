import { gs1Path, slugify } from '@cuvee/domain';

/** The square modules of a QR code (what `qrcode`'s create() answers as `modules`). */
export type QrModules = { size: number; get(row: number, col: number): number | boolean };

/** The mention printed under the e-label QR code (an 'i' alone is not enough: DGCCRF guide). */
export const ELABEL_MENTION = 'INGRÉDIENTS & NUTRITION';

/** The GS1 Digital Link of a bottle's e-label: /gs1/01/{GTIN-14}[/22/{vintage}][/10/{lot}] on this host. */
export function elabelUrl(origin: string, ean: string, vintage?: string | null, lot?: string | null): string {
  return `${origin.replace(/\/$/, '')}${gs1Path(ean, vintage || null, lot || null)}`;
}

/** Layout of the label in module units: the quiet zone around the code, the caption below. */
export function qrLayout(size: number, margin = 4) {
  const width = size + 2 * margin;
  // The caption is sized to span ~90 % of the width (bold sans-serif, 23 characters).
  const fontSize = Math.max(2, Math.round(width * 0.064 * 10) / 10);
  const captionHeight = Math.round(fontSize * 1.9 * 10) / 10;
  return { width, height: width + captionHeight, margin, fontSize, captionY: width + fontSize * 0.85 };
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A print-ready SVG: black modules on white, the mention centred under the code. */
export function qrSvg(modules: QrModules, caption: string = ELABEL_MENTION, margin = 4): string {
  const { width, height, fontSize, captionY } = qrLayout(modules.size, margin);
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) path += `M${col + margin} ${row + margin}h1v1h-1z`;
    }
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width * 10}" height="${height * 10}" shape-rendering="crispEdges">`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<path d="${path}" fill="#000000"/>`,
    caption
      ? `<text x="${width / 2}" y="${captionY}" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${fontSize}" text-anchor="middle" fill="#000000">${escapeXml(caption)}</text>`
      : '',
    '</svg>',
  ].join('');
}

/** The same label drawn on a canvas for the PNG download (`scale` pixels per module). */
export function drawQr(
  context: CanvasRenderingContext2D,
  modules: QrModules,
  caption: string = ELABEL_MENTION,
  scale = 16,
  margin = 4,
): void {
  const { width, height, fontSize, captionY } = qrLayout(modules.size, margin);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width * scale, height * scale);
  context.fillStyle = '#000000';
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col))
        context.fillRect((col + margin) * scale, (row + margin) * scale, scale, scale);
    }
  }
  if (caption) {
    context.font = `700 ${fontSize * scale}px Arial, Helvetica, sans-serif`;
    context.textAlign = 'center';
    context.textBaseline = 'alphabetic';
    context.fillText(caption, (width / 2) * scale, captionY * scale, width * scale * 0.94);
  }
}

/** A file name for the download: 'qr-etiquette-les-galets-rouge-2022.png'. */
export function qrFileName(
  slug: string,
  vintage: string | null,
  lot: string | null,
  ext: 'png' | 'svg',
): string {
  const part = (x: string | null) => (x ? `-${slugify(x)}` : '');
  return `qr-etiquette-${slug}${part(vintage)}${part(lot)}.${ext}`;
}
