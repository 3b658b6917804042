import { create } from 'zustand';
import type { SnackbarSeverity } from '../components/snackbar/snackbar.store.ts';

/** Whether a message was ever shown: the app shell then mounts the snackbar stack. */
export const useSnackbarsUsed = create<{ used: boolean }>(() => ({ used: false }));

/**
 * Shows a snackbar (5 s, stacked). The snackbar code loads with the first message, so that
 * pages which show none (the login page) do not carry it.
 */
export function notify(snack: { message: string; severity: SnackbarSeverity }): void {
  useSnackbarsUsed.setState({ used: true });
  void import('../components/snackbar/snackbar.store.ts').then((m) => m.notify(snack));
}
