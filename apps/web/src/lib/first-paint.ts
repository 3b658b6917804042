import { useEffect, useState } from 'react';

let painted = false;

/**
 * False during the first render of a visit, true from the task after its first paint (and at
 * once afterwards): a landing page draws what is above the fold (header, banner, title) in one
 * short task and the rest in the next, so that the banner shows before the product grid has
 * been built (decisions 0009–0012: Lighthouse LCP and TBT on the shop page).
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return;
    // Effects run after the browser has painted; the timer yields the main thread once more.
    const timer = setTimeout(() => {
      painted = true;
      setReady(true);
    }, 0);
    return () => clearTimeout(timer);
  }, [ready]);
  return ready;
}

let listed = false;

/**
 * The page on screen was rendered by the server (the shop app, issue 12): its lists are in the
 * page whole, and a hydration renders them whole too (the server's markup is kept, not rebuilt).
 */
export function listsRenderedWhole(): void {
  listed = true;
}

/**
 * How many items of a long list to render: on the first page of a visit, `first` at once and
 * `step` more in each following task (so that no task of the first load runs long on a slow
 * phone, and input is handled in between); the whole list afterwards.
 */
export function useProgressiveCount(total: number, first = 2, step = 2): number {
  const [count, setCount] = useState(listed ? Number.POSITIVE_INFINITY : first);
  useEffect(() => {
    if (count >= total) {
      listed = true;
      return;
    }
    const timer = setTimeout(() => setCount((n) => n + step), 0);
    return () => clearTimeout(timer);
  }, [count, total, step]);
  return Math.min(count, total);
}
