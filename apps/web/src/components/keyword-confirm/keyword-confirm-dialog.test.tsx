import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n.ts';
import { KeywordConfirmDialog } from './keyword-confirm-dialog.tsx';

function open(overrides: Partial<Parameters<typeof KeywordConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  const view = render(
    <KeywordConfirmDialog
      open
      keyword="SUPPRIMER"
      title="Supprimer le produit"
      text="Le produit disparaîtra de la boutique."
      onConfirm={onConfirm}
      onClose={onClose}
      {...overrides}
    />,
  );
  return { onConfirm, onClose, view, user: userEvent.setup() };
}

it('keeps Confirmer disabled until the keyword is typed, spaces and case aside, then confirms', async () => {
  const { user, onConfirm } = open();
  const dialog = screen.getByRole('dialog', { name: 'Supprimer le produit' });
  expect(dialog).toHaveTextContent('Pour confirmer, saisissez « SUPPRIMER » dans le champ ci-dessous.');
  const confirm = screen.getByRole('button', { name: 'Confirmer' });
  expect(confirm).toBeDisabled();
  const field = screen.getByRole('textbox', { name: 'Mot de confirmation' });
  expect(field).toHaveFocus();
  await user.type(field, 'suppri');
  expect(confirm).toBeDisabled();
  await user.type(field, ' mer');
  expect(confirm).toBeEnabled();
  await user.click(confirm);
  expect(onConfirm).toHaveBeenCalledTimes(1);
});

it('confirms with Enter only once the keyword matches', async () => {
  const { user, onConfirm } = open();
  const field = screen.getByRole('textbox', { name: 'Mot de confirmation' });
  await user.type(field, 'SUPPR{Enter}');
  expect(onConfirm).not.toHaveBeenCalled();
  await user.type(field, 'IMER{Enter}');
  expect(onConfirm).toHaveBeenCalledTimes(1);
});

it('closes with Escape or Annuler, and starts empty when opened again', async () => {
  const { user, onClose, onConfirm, view } = open();
  await user.type(screen.getByRole('textbox', { name: 'Mot de confirmation' }), 'SUPPRIMER');
  await user.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(1);
  await user.click(screen.getByRole('button', { name: 'Annuler' }));
  expect(onClose).toHaveBeenCalledTimes(2);

  const props = { keyword: 'SUPPRIMER', title: 'Supprimer le produit', onConfirm, onClose };
  view.rerender(<KeywordConfirmDialog open={false} {...props} />);
  view.rerender(<KeywordConfirmDialog open {...props} />);
  expect(await screen.findByRole('textbox', { name: 'Mot de confirmation' })).toHaveValue('');
  expect(screen.getByRole('button', { name: 'Confirmer' })).toBeDisabled();
});

it('names its own confirm button when asked, and speaks English to an English reader', async () => {
  await initI18n().changeLanguage('en');
  open({ confirmLabel: 'Delete for good' });
  expect(screen.getByRole('button', { name: 'Delete for good' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  expect(screen.getByRole('textbox', { name: 'Confirmation word' })).toBeInTheDocument();
});
