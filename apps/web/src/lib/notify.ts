import { SNACKBAR_MS } from '@cuvee/domain/constants';
import { create } from 'zustand';
import type { SnackbarSeverity } from '../components/snackbar/snackbar.store.ts';

type Message = { message: string; severity: SnackbarSeverity };

/** Whether a message was ever shown: the app shell then mounts the snackbar stack. */
export const useSnackbarsUsed = create<{ used: boolean }>(() => ({ used: false }));

/** The messages of the last SNACKBAR_MS, with when they were shown. */
let recent: (Message & { at: number })[] = [];

/**
 * Shows a snackbar (5 s, stacked). The snackbar code loads with the first message, so that
 * pages which show none (the login page) do not carry it.
 */
export function notify(snack: Message): void {
  const now = Date.now();
  recent = [...recent.filter((shown) => now - shown.at < SNACKBAR_MS), { ...snack, at: now }];
  useSnackbarsUsed.setState({ used: true });
  void import('../components/snackbar/snackbar.store.ts').then((m) => m.notify(snack));
}

/** Hides the success messages on screen (they have said their piece: the cart drawer opened over them). */
export function dismissSuccessMessages(): void {
  recent = recent.filter((shown) => shown.severity !== 'success');
  if (!useSnackbarsUsed.getState().used) return;
  void import('../components/snackbar/snackbar.store.ts').then((m) => {
    for (const snack of m.useSnackbarStore.getState().snacks)
      if (snack.severity === 'success') m.dismiss(snack.id);
  });
}

const CARRIED = 'cuvee.messages';

/**
 * Opens a page of the other build (storefront or back office, decision 0028) by a page load,
 * its messages still on screen carried over: 'Votre compte a été créé' after a registration,
 * 'Accès refusé' at a sign-out.
 */
export function loadPageWithMessages(url: string): void {
  const now = Date.now();
  const shown = recent.filter((snack) => now - snack.at < SNACKBAR_MS);
  try {
    if (shown.length > 0) sessionStorage.setItem(CARRIED, JSON.stringify(shown.map(({ at: _, ...m }) => m)));
  } catch {
    // Storage refused (private mode): the page loads without them.
  }
  window.location.assign(url);
}

/** Shows the messages the page before this one carried over (loadPageWithMessages). */
export function showCarriedMessages(): void {
  let carried: unknown;
  try {
    carried = JSON.parse(sessionStorage.getItem(CARRIED) ?? 'null');
    sessionStorage.removeItem(CARRIED);
  } catch {
    return;
  }
  if (!Array.isArray(carried)) return;
  for (const snack of carried as Partial<Message>[]) {
    if (
      typeof snack?.message === 'string' &&
      ['error', 'success', 'info', 'warning'].includes(String(snack.severity))
    )
      notify(snack as Message);
  }
}
