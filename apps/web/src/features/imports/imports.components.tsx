import { lazy, Suspense } from 'react';

// The client import for the pages that offer it (the client list), in its own chunk: the
// dialog, its stepper and tables load when the list does, not with the dashboard.

const Lazy = lazy(() =>
  import('./components/client-import-button.tsx').then((m) => ({ default: m.ClientImportButton })),
);

/** 'Importer' and the import dialog (opened by `?import=1`, or `?import=<id>` for one import). */
export function ClientImportButton(props: { hideButton?: boolean }) {
  return (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
}
