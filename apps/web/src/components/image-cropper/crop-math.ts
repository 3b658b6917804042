// Crop geometry, pure. Sizes in CSS px are on screen (the frame, the pointer); sizes in
// source px are the image file's. The view is the frame's centre in source px plus a zoom
// relative to "cover" (1 = the image just covers the frame), so it survives resizes.

export type Size = { width: number; height: number };
export type Point = { x: number; y: number };
export type Rect = Point & Size;
export type CropView = { zoom: number; cx: number; cy: number };

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 5;
export const MAX_OUTPUT_WIDTH = 1600;

/** The largest frame of `aspect` (width / height) centred in the area, `margin` px from its edges. */
export function fitFrame(area: Size, aspect: number, margin = 24): Rect {
  const room = { width: Math.max(1, area.width - 2 * margin), height: Math.max(1, area.height - 2 * margin) };
  const width = Math.min(room.width, room.height * aspect);
  const height = width / aspect;
  return { x: (area.width - width) / 2, y: (area.height - height) / 2, width, height };
}

/** Screen px per source px at zoom 1: the image covers the frame exactly in one direction. */
export function coverScale(image: Size, frame: Size): number {
  return Math.max(frame.width / image.width, frame.height / image.height);
}

export function clampZoom(zoom: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Number.isFinite(zoom) ? zoom : MIN_ZOOM));
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The view with zoom in range and the image always covering the whole frame. */
export function clampView(view: CropView, image: Size, frame: Size): CropView {
  const zoom = clampZoom(view.zoom);
  const scale = coverScale(image, frame) * zoom;
  const halfWidth = Math.min(image.width / 2, frame.width / (2 * scale));
  const halfHeight = Math.min(image.height / 2, frame.height / (2 * scale));
  return {
    zoom,
    cx: clamp(view.cx, halfWidth, image.width - halfWidth),
    cy: clamp(view.cy, halfHeight, image.height - halfHeight),
  };
}

/** Centred, zoom 1. */
export function initialView(image: Size): CropView {
  return { zoom: MIN_ZOOM, cx: image.width / 2, cy: image.height / 2 };
}

/** Moves the image by `delta` screen px (positive: right / down), as a drag does. */
export function panView(view: CropView, delta: Point, image: Size, frame: Size): CropView {
  const scale = coverScale(image, frame) * view.zoom;
  return clampView({ ...view, cx: view.cx - delta.x / scale, cy: view.cy - delta.y / scale }, image, frame);
}

/**
 * Sets the zoom, keeping the image point under `focus` (screen px from the frame's top-left;
 * default its centre) where it is.
 */
export function zoomView(view: CropView, zoom: number, image: Size, frame: Size, focus?: Point): CropView {
  const next = clampZoom(zoom);
  const cover = coverScale(image, frame);
  const before = cover * view.zoom;
  const after = cover * next;
  const fx = (focus?.x ?? frame.width / 2) - frame.width / 2;
  const fy = (focus?.y ?? frame.height / 2) - frame.height / 2;
  const cx = view.cx + fx / before - fx / after;
  const cy = view.cy + fy / before - fy / after;
  return clampView({ zoom: next, cx, cy }, image, frame);
}

/** Where to draw the whole image, in screen px from the frame's top-left. */
export function imagePlacement(view: CropView, image: Size, frame: Size): Rect {
  const scale = coverScale(image, frame) * view.zoom;
  return {
    x: frame.width / 2 - view.cx * scale,
    y: frame.height / 2 - view.cy * scale,
    width: image.width * scale,
    height: image.height * scale,
  };
}

/** The part of the image inside the frame, in whole source px, always within the image. */
export function cropRect(view: CropView, image: Size, frame: Size): Rect {
  const scale = coverScale(image, frame) * view.zoom;
  const width = Math.max(1, Math.min(image.width, Math.round(frame.width / scale)));
  const height = Math.max(1, Math.min(image.height, Math.round(frame.height / scale)));
  const x = clamp(Math.round(view.cx - width / 2), 0, image.width - width);
  const y = clamp(Math.round(view.cy - height / 2), 0, image.height - height);
  return { x, y, width, height };
}

/** The output image size: the crop's own width, at most `maxWidth` (never enlarged), at `aspect`. */
export function outputSize(crop: Size, aspect: number, maxWidth = MAX_OUTPUT_WIDTH): Size {
  const width = Math.max(1, Math.round(Math.min(crop.width, maxWidth)));
  return { width, height: Math.max(1, Math.round(width / aspect)) };
}
