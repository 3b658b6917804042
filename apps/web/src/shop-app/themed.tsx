import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { appTheme } from '../app/theme.ts';
import { useUiStore } from '../lib/ui.store.ts';

/** Material's theme in the shop's colour, around an island of back-office components (islands.tsx). */
export default function Themed({ children }: { children: ReactNode }) {
  const brand = useUiStore((s) => s.brandColor);
  return <ThemeProvider theme={appTheme(brand)}>{children}</ThemeProvider>;
}
