import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import '../../../lib/common.i18n.ts';
import '../accounting.i18n.ts';
import { books, show, stubBooksApi, wine } from '../../../test/accounting.testing.tsx';
import { AccountingSettingsSection, CodesPage } from './codes.page.tsx';

// The chart's screen against a stubbed API: grouped accounts, an account changed from a date
// (refused at the field when it does not start with three digits), the journals, the settings
// section, and a collaborator without the books' rights.

stubBooksApi();

it('groups the chart and changes the wine account from a date, refusing a number without three digits at the field', async () => {
  show(<CodesPage />, '/dashboard/accounting/codes');
  expect(screen.getByRole('heading', { level: 1, name: 'Plan comptable' })).toBeInTheDocument();
  const sales = await screen.findByRole('region', { name: 'Ventes, par type comptable de produit' });
  expect(within(sales).getByText('7070')).toBeInTheDocument();
  expect(within(sales).getByText('par défaut')).toBeInTheDocument();
  const vatGroup = screen.getByRole('region', { name: 'TVA collectée, par taux' });
  expect(within(vatGroup).getByText('445711')).toBeInTheDocument();
  expect(within(vatGroup).getByText('01/01/2026')).toBeInTheDocument();

  await userEvent.click(
    screen.getByRole('button', { name: 'Modifier le compte Vins (produits de l’exploitation)' }),
  );
  const dialog = await screen.findByRole('dialog');
  expect(
    within(dialog).getByText('Compte par défaut du plan comptable général, jamais modifié.'),
  ).toBeInTheDocument();
  const number = within(dialog).getByLabelText('Numéro de compte');
  await userEvent.clear(number);
  await userEvent.type(number, '7A1100');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(
    await within(dialog).findByText(
      'Le numéro de compte doit commencer par trois chiffres du plan comptable',
    ),
  ).toBeInTheDocument();
  expect(books.calls.some((c) => c.method === 'PUT')).toBe(false);

  await userEvent.clear(number);
  await userEvent.type(number, '701100');
  const since = within(dialog).getByLabelText('Applicable à partir du');
  await userEvent.clear(since);
  await userEvent.type(since, '2026-11-01');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(books.calls.find((c) => c.method === 'PUT')).toMatchObject({
    url: expect.stringMatching(/\/v1\/accounting\/accounts\/sales\.product$/),
    body: { number: '701100', label: wine.label, validFrom: '2026-11-01' },
  });
});

it('shows the journals; the settings section holds the same chart and saves how the books are kept', async () => {
  show(<AccountingSettingsSection />, '/dashboard/settings?link=accounting');
  const journals = await screen.findByRole('region', { name: 'Journaux' });
  expect(within(journals).getAllByTestId('chart-journal')).toHaveLength(2);
  expect(within(journals).getByText('Journal des ventes')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Tenue des comptes clients' })).toHaveTextContent(
    'Un compte collectif 411 et un compte auxiliaire par client',
  );
  expect(
    screen.getByRole('switch', { name: /comptabilité de trésorerie \(FEC à 21 champs\)/ }),
  ).not.toBeChecked();

  await userEvent.click(screen.getByRole('combobox', { name: 'Tenue des comptes clients' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Un compte 411 par client' }));
  await userEvent.click(screen.getByRole('switch', { name: /FEC à 21 champs/ }));
  await userEvent.click(
    within(screen.getByTestId('books-settings')).getByRole('button', { name: 'Enregistrer' }),
  );
  await waitFor(() => expect(books.calls.some((c) => c.method === 'PUT')).toBe(true));
  expect(books.calls.find((c) => c.method === 'PUT')).toMatchObject({
    url: expect.stringMatching(/\/v1\/accounting\/settings$/),
    body: {
      clientAccounts: 'perClient',
      cashAccounting: true,
      fecSeparator: '|',
      preEntriesLayout: 'generic',
    },
  });
});

it('says access is refused to a collaborator without the accounting rights, and asks nothing', async () => {
  show(<CodesPage />, '/dashboard/accounting/codes', { seeAllOrder: true });
  expect(await screen.findByTestId('accounting-refused')).toHaveTextContent('Accès refusé');
  expect(books.calls).toEqual([]);
});
