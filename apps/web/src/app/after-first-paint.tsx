import type { ReactNode } from 'react';
import { useAfterFirstPaint } from '../lib/first-paint.ts';

/**
 * What a first render can do without (a fixed button, a poller, a dialog that is not open):
 * rendered from the task after the first paint, by this component alone — the page around it
 * is not rendered again (decisions 0009–0012: the app's first render on a phone).
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? children : null;
}
