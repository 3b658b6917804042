import { describe, expect, it } from 'vitest';
import {
  clampView,
  coverScale,
  cropRect,
  fitFrame,
  imagePlacement,
  initialView,
  MAX_ZOOM,
  outputSize,
  panView,
  zoomView,
} from './crop-math.ts';

const image = { width: 4000, height: 3000 };
const frame = { width: 400, height: 400 };

function covers(view: ReturnType<typeof initialView>) {
  const placed = imagePlacement(view, image, frame);
  return (
    placed.x <= 1e-9 &&
    placed.y <= 1e-9 &&
    placed.x + placed.width >= frame.width - 1e-9 &&
    placed.y + placed.height >= frame.height - 1e-9
  );
}

describe('fitFrame', () => {
  it('fits the largest frame of the aspect in the 500 px high area, centred', () => {
    expect(fitFrame({ width: 800, height: 500 }, 1)).toEqual({ x: 174, y: 24, width: 452, height: 452 });
    expect(fitFrame({ width: 390, height: 500 }, 16 / 9)).toMatchObject({ x: 24, width: 342 });
    const wide = fitFrame({ width: 390, height: 500 }, 16 / 9);
    expect(wide.height).toBeCloseTo(342 / (16 / 9));
    expect(wide.y).toBeCloseTo((500 - wide.height) / 2);
  });

  it('never gives an empty frame', () => {
    const tiny = fitFrame({ width: 0, height: 0 }, 2);
    expect(tiny.width).toBeGreaterThan(0);
    expect(tiny.height).toBeGreaterThan(0);
  });
});

describe('view', () => {
  it('starts centred with the image covering the frame', () => {
    const view = initialView(image);
    expect(view).toEqual({ zoom: 1, cx: 2000, cy: 1500 });
    expect(coverScale(image, frame)).toBeCloseTo(400 / 3000);
    expect(covers(view)).toBe(true);
  });

  it('pans with a drag but never uncovers the frame', () => {
    const start = initialView(image);
    const moved = panView(start, { x: 50, y: 0 }, image, frame);
    expect(moved.cx).toBeCloseTo(2000 - 50 / coverScale(image, frame));
    const far = panView(start, { x: 10_000, y: -10_000 }, image, frame);
    expect(covers(far)).toBe(true);
    expect(imagePlacement(far, image, frame).x).toBeCloseTo(0);
    expect(far.cy).toBeCloseTo(1500); // at zoom 1 the height fits exactly: no vertical room
  });

  it('clamps the zoom between 1 and the maximum', () => {
    expect(zoomView(initialView(image), 0.2, image, frame).zoom).toBe(1);
    expect(zoomView(initialView(image), 50, image, frame).zoom).toBe(MAX_ZOOM);
    expect(clampView({ zoom: Number.NaN, cx: 0, cy: 0 }, image, frame).zoom).toBe(1);
  });

  it('zooms around the pointer: the point under it stays put', () => {
    const start = initialView(image);
    const focus = { x: 300, y: 100 };
    const before = imagePlacement(start, image, frame);
    const zoomed = zoomView(start, 2, image, frame, focus);
    const after = imagePlacement(zoomed, image, frame);
    const sourceX = (focus.x - before.x) / (before.width / image.width);
    const sourceY = (focus.y - before.y) / (before.height / image.height);
    expect(after.x + sourceX * (after.width / image.width)).toBeCloseTo(focus.x);
    expect(after.y + sourceY * (after.height / image.height)).toBeCloseTo(focus.y);
  });

  it('keeps the image covering the frame when zooming out near an edge', () => {
    const zoomedIn = panView(
      zoomView(initialView(image), 3, image, frame),
      { x: 5000, y: 5000 },
      image,
      frame,
    );
    const out = zoomView(zoomedIn, 1, image, frame, { x: 0, y: 0 });
    expect(covers(out)).toBe(true);
  });
});

describe('cropRect', () => {
  it('is the centred square of the source at zoom 1', () => {
    expect(cropRect(initialView(image), image, frame)).toEqual({ x: 500, y: 0, width: 3000, height: 3000 });
  });

  it('shrinks with the zoom and follows the pan, within the image', () => {
    const zoomed = zoomView(initialView(image), 2, image, frame);
    expect(cropRect(zoomed, image, frame)).toEqual({ x: 1250, y: 750, width: 1500, height: 1500 });
    const corner = panView(zoomed, { x: -10_000, y: -10_000 }, image, frame);
    expect(cropRect(corner, image, frame)).toEqual({ x: 2500, y: 1500, width: 1500, height: 1500 });
  });

  it('stays inside a small image for a wide frame', () => {
    const small = { width: 300, height: 200 };
    const wide = { width: 600, height: 200 };
    const rect = cropRect(initialView(small), small, wide);
    expect(rect).toEqual({ x: 0, y: 50, width: 300, height: 100 });
  });
});

describe('outputSize', () => {
  it('keeps the crop width up to 1600 px, at the aspect', () => {
    expect(outputSize({ width: 3000, height: 3000 }, 1)).toEqual({ width: 1600, height: 1600 });
    expect(outputSize({ width: 1200, height: 675 }, 16 / 9)).toEqual({ width: 1200, height: 675 });
    expect(outputSize({ width: 3000, height: 1000 }, 3, 900)).toEqual({ width: 900, height: 300 });
  });
});
