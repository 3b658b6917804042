// What `react` resolves to in the web app: Preact's compat layer, plus the React 19 hooks it
// lacks that our dependencies import (docs/decisions/0009-preact-runtime.md).
import * as compat from 'preact/compat';

export * from 'preact/compat';
export default compat;

/**
 * React 19's useOptimistic, as React Router's RouterProvider uses it: outside an action the
 * optimistic value is the state passed in, and nothing here starts actions.
 */
export function useOptimistic(passthrough) {
  return [passthrough, () => {}];
}
