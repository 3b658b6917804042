import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import '../../../lib/common.i18n.ts';
import '../accounting.i18n.ts';
import { books, gets, show, stubBooksApi } from '../../../test/accounting.testing.tsx';
import { JournalsPage } from './journals.page.tsx';

// The journals' screen against a stubbed API: entries with their lines and totals, filters in
// the URL, closing a month, and the FEC's check shown before its download.

stubBooksApi();

it('lists the entries with their lines and balanced totals; the filters go to the URL and the query', async () => {
  show(<JournalsPage />, '/dashboard/accounting/journals?journal=VT&month=2026-10');
  const list = await screen.findByTestId('journal-entries');
  const card = (await within(list).findAllByTestId('journal-entry'))[0]!;
  expect(within(card).getByText('VT000001')).toBeInTheDocument();
  expect(within(card).getAllByTestId('entry-line')).toHaveLength(3);
  expect(within(card).getByText('701100')).toBeInTheDocument();
  expect(within(card).getByText('Lettrée')).toBeInTheDocument();
  expect(within(card).getByText('A')).toBeInTheDocument();
  expect(within(card).getByTestId('entry-debit')).toHaveTextContent('576,00 €');
  expect(within(card).getByTestId('entry-credit')).toHaveTextContent('576,00 €');
  const totals = screen.getByTestId('journal-totals');
  expect(totals).toHaveTextContent('Équilibré');
  expect(gets('/v1/accounting/entries')[0]!.url).toMatch(/journal=VT&from=2026-10-01&to=2026-10-31/);

  await userEvent.click(screen.getByRole('combobox', { name: 'Lettrage' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Non lettrées' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('lettered=no'));
  await waitFor(() => expect(gets('lettered=no').length).toBe(1));
});

it('says when no entry is written yet', async () => {
  books.state.entries = [];
  show(<JournalsPage />, '/dashboard/accounting/journals');
  expect(await screen.findByText('Aucune écriture pour l’instant')).toBeInTheDocument();
});

it('closes a month after a confirmation that says no entry may be dated inside it afterwards', async () => {
  show(<JournalsPage />, '/dashboard/accounting/journals');
  await userEvent.click(await screen.findByRole('button', { name: 'Clôturer un mois' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('plus aucune écriture ne pourra être datée de ce mois');
  const month = within(dialog).getByRole('combobox', { name: 'Mois à clôturer' });
  await userEvent.click(month);
  const options = await screen.findAllByRole('option');
  await userEvent.click(options[0]!);
  await userEvent.click(within(dialog).getByRole('button', { name: /^Clôturer / }));
  await waitFor(() => expect(books.calls.some((c) => c.method === 'POST')).toBe(true));
  expect(books.calls.find((c) => c.method === 'POST')).toMatchObject({
    url: expect.stringMatching(/\/v1\/accounting\/periods\/close$/),
    body: { month: expect.stringMatching(/^\d{4}-\d{2}$/) },
  });
});

it('runs the FEC check before the download: blocking errors keep the download closed', async () => {
  books.state.fec = {
    errors: ['Ligne 4 : le montant « 12.50 » utilise un point décimal'],
    warnings: ['Ligne 7 : le compte « 7A0 » ne commence pas par trois chiffres'],
  };
  show(<JournalsPage />, '/dashboard/accounting/journals');
  await userEvent.click(await screen.findByRole('button', { name: 'Exporter' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Vérifier le FEC' }));
  expect(await within(dialog).findByTestId('fec-errors')).toHaveTextContent('point décimal');
  expect(within(dialog).getByTestId('fec-warnings')).toHaveTextContent('trois chiffres');
  expect(within(dialog).getByTestId('fec-download')).toBeDisabled();
  expect(gets('/v1/accounting/fec/check')[0]!.url).toMatch(/year=\d{4}/);
});

it('offers the FEC once its check passes', async () => {
  show(<JournalsPage />, '/dashboard/accounting/journals');
  await userEvent.click(await screen.findByRole('button', { name: 'Exporter' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Vérifier le FEC' }));
  expect(await within(dialog).findByTestId('fec-ok')).toHaveTextContent('13 lignes');
  expect(within(dialog).getByTestId('fec-check')).toHaveTextContent(
    'Exercice du 01/01/2026 au 31/12/2026, fichier à 18 champs.',
  );
  expect(within(dialog).getByTestId('fec-download')).toBeEnabled();
  expect(within(dialog).getByTestId('fec-download')).toHaveTextContent('123456782FEC20261231.txt');
});
