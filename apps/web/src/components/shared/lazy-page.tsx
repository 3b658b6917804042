import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A page loaded in a chunk of its own (a feature's `<feature>.pages.tsx`): a thin progress bar
 * while its code arrives.
 */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyPage() {
    return (
      <Suspense
        fallback={
          <Box sx={{ pt: 1 }} role="status">
            <LinearProgress aria-hidden />
          </Box>
        }
      >
        <Page />
      </Suspense>
    );
  };
}
