// The demo shops' pictures (banners, logos, product photos), drawn as SVG in
// apps/web/demo-sources and served as WebP from apps/web/public/demo, as a producer's uploads
// are (the uploads route turns every picture into WebP): a shop page then costs the browser
// what a real shop's page costs (a WebP is decoded off the main thread; an SVG picture is laid
// out and painted on it). Run again after changing a drawing: node scripts/demo-images.mjs
import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCES = path.join(ROOT, 'apps/web/demo-sources');
const OUT = path.join(ROOT, 'apps/web/public/demo');

/** Width of each kind of picture: a banner across a desktop, a logo at 2×, a card or product photo at 2×. */
const widthOf = (file) => (file.includes('banner') ? 1600 : file.includes('logo') ? 240 : 640);

for (const folder of ['', 'products']) {
  mkdirSync(path.join(OUT, folder), { recursive: true });
  for (const file of readdirSync(path.join(SOURCES, folder)).filter((name) => name.endsWith('.svg'))) {
    const source = path.join(SOURCES, folder, file);
    const { width = 1 } = await sharp(source).metadata();
    const target = widthOf(file);
    const out = path.join(OUT, folder, file.replace(/\.svg$/, '.webp'));
    // Drawn at the target width (an SVG is rendered at 72 dpi by default), then encoded as the uploads are.
    const info = await sharp(source, { density: Math.max(72, (72 * target) / width) })
      .resize({ width: target })
      .webp({ quality: 82 })
      .toFile(out);
    console.log(
      `${path.relative(ROOT, out)}: ${info.width}×${info.height}, ${(info.size / 1024).toFixed(1)} KB`,
    );
  }
}
