import { lazy, Suspense } from 'react';

// The spinner shows only after 200 ms: its code need not be on the first page load.
const FullPageLoader = lazy(() =>
  import('../components/loader/full-page-loader.tsx').then((m) => ({ default: m.FullPageLoader })),
);

/** The full-page loader, loaded on demand (the boot splash of index.html covers the first paint). */
export function LazyFullPageLoader() {
  return (
    <Suspense fallback={null}>
      <FullPageLoader />
    </Suspense>
  );
}
