import type { Rect, Size } from './crop-math.ts';

/** WebP keeps transparency and is much lighter than PNG; browsers that cannot encode it give PNG. */
const OUTPUT_TYPE = 'image/webp';
const OUTPUT_QUALITY = 0.9;

function canvasToBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('canvas.toBlob gave no image'))),
      OUTPUT_TYPE,
      OUTPUT_QUALITY,
    );
  });
}

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsDataURL(blob);
  });
}

/** Draws `crop` (source px) of the image at `size` and encodes it (WebP, else PNG). */
export async function exportCrop(
  image: HTMLImageElement,
  crop: Rect,
  size: Size,
): Promise<{ blob: Blob; dataUrl: string }> {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('2D canvas unavailable');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, crop.x, crop.y, crop.width, crop.height, 0, 0, size.width, size.height);
  const blob = await canvasToBlob(canvas);
  return { blob, dataUrl: await blobToDataUrl(blob) };
}

/** Loads a picked file as an image (EXIF orientation applied by the browser). */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = () =>
      image.naturalWidth > 0 && image.naturalHeight > 0 ? resolve(image) : reject(new Error('empty image'));
    image.onerror = () => reject(new Error('unreadable image'));
    image.src = src;
  });
}
