import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth.store.ts';
import '../../../lib/common.i18n.ts';
import { publicUser } from '../../../test/public-user.fixture.ts';
import '../accounting.i18n.ts';
import { AccountingSettingsSection, CodesPage } from './codes.page.tsx';
import { JournalsPage } from './journals.page.tsx';

// The books' screens (issue 26) against a stubbed API: the chart grouped and an account changed
// from a date (refused at the field when it does not start with three digits), the journals'
// entries with their lines and totals, filters in the URL, closing a month, and the FEC's check
// shown before its download.

const wine = {
  key: 'sales.product',
  group: 'sales',
  number: '7070',
  label: 'Ventes de vins (produits de l’exploitation)',
  validFrom: null,
  custom: false,
  versions: [],
};
const vat = {
  key: 'vatCollected.2000',
  group: 'vatCollected',
  number: '445711',
  label: 'TVA collectée 20 %',
  validFrom: '2026-01-01',
  custom: true,
  versions: [{ number: '445711', label: 'TVA collectée 20 %', validFrom: '2026-01-01' }],
};
const line = (account: string, debit: number, credit: number, letter: string | null = null) => ({
  account,
  accountLabel: account,
  auxAccount: account.startsWith('411') ? 'CLI001' : null,
  auxLabel: account.startsWith('411') ? 'Cave Dupont SARL' : null,
  label: `Facture F2026-00001 ${account}`,
  debit,
  credit,
  letter,
  letteredOn: letter ? '2026-10-26' : null,
});
const entry = {
  id: 'e1',
  journalCode: 'VT',
  journalLabel: 'Journal des ventes',
  number: 'VT000001',
  date: '2026-10-05',
  pieceRef: 'F2026-00001',
  pieceDate: '2026-10-05',
  label: 'Facture F2026-00001 Cave Dupont SARL',
  source: 'invoice',
  sourceId: 'i1',
  reverses: null,
  reversedBy: null,
  validDate: '2026-10-05',
  closed: false,
  lettering: 'full',
  debit: 57600,
  credit: 57600,
  lines: [line('411000', 57600, 0, 'A'), line('701100', 0, 48000), line('445711', 0, 9600)],
};

type Call = { method: string; url: string; body: unknown };
let calls: Call[];
let state: { entries: unknown[]; fec: { errors: string[]; warnings: string[] } };
beforeEach(() => {
  calls = [];
  state = { entries: [entry], fec: { errors: [], warnings: [] } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
      const path = new URL(url, 'http://x').pathname;
      const ok = { success: true };
      if (method === 'PUT' && path.startsWith('/v1/accounting/accounts/'))
        return Response.json({
          ...ok,
          message: 'Le compte a été enregistré',
          account: { ...wine, number: '701100', custom: true, validFrom: '2026-11-01' },
        });
      if (method === 'PUT' && path === '/v1/accounting/settings')
        return Response.json({
          ...ok,
          message: 'Les réglages comptables ont été enregistrés',
          settings: JSON.parse(String(init?.body)),
        });
      if (method === 'POST' && path === '/v1/accounting/periods/close')
        return Response.json({
          ...ok,
          message: 'Octobre 2026 est clôturé',
          period: { month: '2026-10', closedAt: '2026-11-28T10:00:00Z', closedBy: null },
        });
      const answers: Record<string, unknown> = {
        '/v1/accounting/accounts': { ...ok, on: '2026-11-28', accounts: [wine, vat] },
        '/v1/accounting/settings': {
          ...ok,
          settings: {
            clientAccounts: 'collective',
            cashAccounting: false,
            fecSeparator: '|',
            preEntriesLayout: 'generic',
          },
        },
        '/v1/accounting/journals': {
          ...ok,
          journals: [
            { code: 'VT', label: 'Journal des ventes', kind: 'sales', entries: 3 },
            { code: 'BQ', label: 'Banque', kind: 'bank', entries: 1 },
          ],
        },
        '/v1/accounting/entries': {
          ...ok,
          entries: state.entries,
          totals: {
            debit: 57600 * state.entries.length,
            credit: 57600 * state.entries.length,
            entries: state.entries.length,
          },
          total: state.entries.length,
          limit: 25,
          offset: 0,
        },
        '/v1/accounting/periods': { ...ok, periods: [] },
        '/v1/accounting/fec/check': {
          ...ok,
          fileName: '123456782FEC20261231.txt',
          from: '2026-01-01',
          to: '2026-12-31',
          fields: 18,
          lines: 13,
          totals: { debit: 136584, credit: 136584 },
          ...state.fec,
        },
      };
      return Response.json(answers[path] ?? { success: false, message: 'inconnu' }, {
        status: answers[path] ? 200 : 404,
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ token: null, user: null, shop: null, status: 'ready' });
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.search}</output>;
}

function show(page: ReactNode, path: string, authorizations: Record<string, boolean> | null = null) {
  const user = publicUser(authorizations ? 'iam' : 'owner', authorizations);
  useAuthStore.setState({ token: 't', user, shop: (user.shops[0] ?? null) as never, status: 'ready' });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        {page}
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const gets = (part: string) => calls.filter((c) => c.method === 'GET' && c.url.includes(part));

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
  expect(calls.some((c) => c.method === 'PUT')).toBe(false);

  await userEvent.clear(number);
  await userEvent.type(number, '701100');
  const since = within(dialog).getByLabelText('Applicable à partir du');
  await userEvent.clear(since);
  await userEvent.type(since, '2026-11-01');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
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
  await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
  expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
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
  expect(calls).toEqual([]);
});

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
  state.entries = [];
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
  await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
  expect(calls.find((c) => c.method === 'POST')).toMatchObject({
    url: expect.stringMatching(/\/v1\/accounting\/periods\/close$/),
    body: { month: expect.stringMatching(/^\d{4}-\d{2}$/) },
  });
});

it('runs the FEC check before the download: blocking errors keep the download closed', async () => {
  state.fec = {
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
