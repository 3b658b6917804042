import Box from '@mui/material/Box';
import {
  type Dispatch,
  type KeyboardEvent,
  type PointerEvent,
  type SetStateAction,
  useEffect,
  useRef,
} from 'react';
import {
  type CropView,
  fitFrame,
  imagePlacement,
  initialView,
  panView,
  type Rect,
  type Size,
  zoomView,
} from './crop-math.ts';

/** Spec §2: the image cropper is 500 px high (less on short phone screens). */
export const CROP_AREA_HEIGHT = 500;
const KEY_PAN_PX = 10;
const KEY_ZOOM_STEP = 1.1;

export type ImageCropperAreaProps = {
  src: string;
  image: Size;
  aspect: number;
  view: CropView;
  setView: Dispatch<SetStateAction<CropView>>;
  /** The crop frame inside the area, in screen px; reported on every resize. */
  frame: Rect;
  setFrame(frame: Rect): void;
  label: string;
  describedBy: string;
};

/** The crop surface: drag (or pinch) to move and zoom, wheel to zoom, arrows and +/− from the keyboard. */
export function ImageCropperArea(props: ImageCropperAreaProps) {
  const { src, image, aspect, view, setView, frame, setFrame, label, describedBy } = props;
  const area = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);
  // Event listeners read the latest geometry without re-subscribing.
  const geometry = useRef({ image, frame });
  geometry.current = { image, frame };

  useEffect(() => {
    const element = area.current;
    if (!element) return;
    const measure = () =>
      setFrame(fitFrame({ width: element.clientWidth, height: element.clientHeight }, aspect));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [aspect, setFrame]);

  useEffect(() => {
    const element = area.current;
    if (!element) return;
    // Native listener: React's wheel listener is passive and cannot stop the page from scrolling.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const { image: size, frame: box } = geometry.current;
      const bounds = element.getBoundingClientRect();
      const focus = { x: event.clientX - bounds.left - box.x, y: event.clientY - bounds.top - box.y };
      const delta = event.deltaMode === 1 ? event.deltaY * 16 : event.deltaY;
      setView((v) => zoomView(v, v.zoom * Math.exp(-delta * 0.002), size, box, focus));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [setView]);

  function relative(event: PointerEvent) {
    const bounds = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - bounds.left - frame.x, y: event.clientY - bounds.top - frame.y };
  }

  function pinchState() {
    const [a, b] = [...pointers.current.values()];
    if (!a || !b) return undefined;
    return { distance: Math.hypot(a.x - b.x, a.y - b.y), middle: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } };
  }

  function pointerDown(event: PointerEvent<HTMLDivElement>) {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, relative(event));
    const state = pinchState();
    if (state && pointers.current.size === 2) pinch.current = { distance: state.distance, zoom: view.zoom };
  }

  function pointerMove(event: PointerEvent<HTMLDivElement>) {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    const point = relative(event);
    pointers.current.set(event.pointerId, point);
    const state = pinchState();
    if (state && pinch.current && state.distance > 0) {
      const zoom = (pinch.current.zoom * state.distance) / pinch.current.distance;
      setView((v) => zoomView(v, zoom, image, frame, state.middle));
    } else if (pointers.current.size === 1) {
      const delta = { x: point.x - previous.x, y: point.y - previous.y };
      setView((v) => panView(v, delta, image, frame));
    }
  }

  function pointerUp(event: PointerEvent<HTMLDivElement>) {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  }

  function keyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.shiftKey ? KEY_PAN_PX * 5 : KEY_PAN_PX;
    const pans: Record<string, { x: number; y: number }> = {
      ArrowLeft: { x: -step, y: 0 },
      ArrowRight: { x: step, y: 0 },
      ArrowUp: { x: 0, y: -step },
      ArrowDown: { x: 0, y: step },
    };
    const pan = pans[event.key];
    if (pan) setView((v) => panView(v, pan, image, frame));
    else if (event.key === '+' || event.key === '=')
      setView((v) => zoomView(v, v.zoom * KEY_ZOOM_STEP, image, frame));
    else if (event.key === '-' || event.key === '_' || event.key === '−')
      setView((v) => zoomView(v, v.zoom / KEY_ZOOM_STEP, image, frame));
    else if (event.key === '0' || event.key === 'Home') setView(initialView(image));
    else return;
    event.preventDefault();
  }

  const placed = imagePlacement(view, image, frame);
  return (
    <Box
      ref={area}
      role="application"
      aria-label={label}
      aria-describedby={describedBy}
      tabIndex={0}
      onPointerDown={pointerDown}
      onPointerMove={pointerMove}
      onPointerUp={pointerUp}
      onPointerCancel={pointerUp}
      onKeyDown={keyDown}
      sx={{
        position: 'relative',
        height: { xs: `min(${CROP_AREA_HEIGHT}px, calc(100dvh - 260px))`, sm: CROP_AREA_HEIGHT },
        minHeight: 240,
        overflow: 'hidden',
        bgcolor: 'grey.900',
        touchAction: 'none',
        userSelect: 'none',
        cursor: 'grab',
        '&:active': { cursor: 'grabbing' },
        borderRadius: 1,
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box
        component="img"
        src={src}
        alt=""
        draggable={false}
        sx={{
          position: 'absolute',
          left: 0,
          top: 0,
          maxWidth: 'none',
          width: placed.width,
          height: placed.height,
          transform: `translate(${frame.x + placed.x}px, ${frame.y + placed.y}px)`,
          pointerEvents: 'none',
        }}
      />
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          left: frame.x,
          top: frame.y,
          width: frame.width,
          height: frame.height,
          border: '2px solid #fff',
          boxShadow: '0 0 0 9999px rgba(0, 0, 0, 0.55)',
          pointerEvents: 'none',
        }}
      />
    </Box>
  );
}
