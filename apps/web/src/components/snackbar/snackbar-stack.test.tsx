import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { dismissAll, notify } from './snackbar.store.ts';
import { SnackbarStack } from './snackbar-stack.tsx';

beforeEach(() => {
  // The store is the module's: a file run before this one in the same worker may leave messages.
  act(() => dismissAll());
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  act(() => dismissAll());
  vi.useRealTimers();
});

const region = () => screen.getByRole('region', { name: 'Notifications' });
const say = (message: string, severity: 'error' | 'success' | 'info' | 'warning' = 'success') =>
  act(() => notify({ message, severity }));

it('shows each message in the Notifications region, errors as alerts, and hides it after 5 s', async () => {
  // Here the clock moves only when the test moves it: a slow machine cannot age a message.
  vi.useFakeTimers({ shouldAdvanceTime: false });
  render(<SnackbarStack variant="dashboard" />);
  say('Produit enregistré');
  say('Le mail est incorrect', 'error');
  expect(within(region()).getByRole('status')).toHaveTextContent('Produit enregistré');
  expect(within(region()).getByRole('alert')).toHaveTextContent('Le mail est incorrect');

  await act(() => vi.advanceTimersByTimeAsync(4_900));
  expect(within(region()).getByRole('status')).toBeInTheDocument();
  await act(() => vi.advanceTimersByTimeAsync(200));
  expect(within(region()).queryByRole('status')).not.toBeInTheDocument();
  expect(within(region()).queryByRole('alert')).not.toBeInTheDocument();
});

it('closes a message with its Fermer button or with Escape', async () => {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<SnackbarStack />);
  say('Brouillon enregistré');
  say('Connexion perdue', 'warning');
  await user.click(within(screen.getByRole('status')).getByRole('button', { name: 'Fermer' }));
  expect(screen.queryByText('Brouillon enregistré')).not.toBeInTheDocument();

  const warning = screen.getByRole('alert');
  await user.click(within(warning).getByRole('button', { name: 'Fermer' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  say('Connexion perdue', 'warning');
  within(screen.getByRole('alert')).getByRole('button', { name: 'Fermer' }).focus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('keeps a message while the pointer rests on it, and stacks a repeated one only once', async () => {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<SnackbarStack />);
  say('Prix mis à jour');
  say('Prix mis à jour');
  expect(screen.getAllByRole('status')).toHaveLength(1);

  await user.hover(screen.getByRole('status'));
  await act(() => vi.advanceTimersByTimeAsync(10_000));
  expect(screen.getByRole('status')).toHaveTextContent('Prix mis à jour');
  await user.unhover(screen.getByRole('status'));
  await act(() => vi.advanceTimersByTimeAsync(6_000));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
