import { type ComponentType, lazy, Suspense } from 'react';

/** The e-label is its own small chunk: a bottle's QR code loads nothing of the shop. */
function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyElabelPage() {
    return (
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    );
  };
}

export const Gs1ElabelRoute = lazyPage(() => import('./elabel.page.tsx').then((m) => m.Gs1ElabelPage));
export const NutritiveValuesRoute = lazyPage(() =>
  import('./elabel.page.tsx').then((m) => m.NutritiveValuesPage),
);
