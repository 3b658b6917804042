import { useEffect, useState } from 'react';

/**
 * True from the first render where `flag` is true, and for good after: code loaded on first
 * need (a popup host, a drawer) stays mounted. Remembered by an effect, never by a state
 * written during render (decision 0017).
 */
export function useLatch(flag: boolean): boolean {
  const [latched, setLatched] = useState(flag);
  useEffect(() => {
    if (flag) setLatched(true);
  }, [flag]);
  return latched || flag;
}
