import { useEffect, useState } from 'react';

let painted = false;

/**
 * False during the first render of a visit — on the server, and in the browser's render that
 * hydrates the server's page (the two must match) — true from the task after the first paint
 * (and at once afterwards): what only the browser knows (a session, a fixed button, a poller)
 * comes in then, without lengthening the first render.
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
