import { WORKED_FEC_CHECK } from '@cuvee/domain/accounting/fec.vectors';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { useAuthStore } from '../lib/auth.store.ts';
import '../lib/common.i18n.ts';
import { publicUser } from './public-user.fixture.ts';

/*
 * The books' screens (issue 26) against a stubbed API, for their component tests: a chart of two
 * accounts, two journals, one sales entry with its lines, a FEC check the test may fail; each
 * page shown in a router whose query string the test reads ('where').
 */

export const wine = {
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

/** What the screens sent, and what the stub answers (changed by a test before it shows a page). */
export const books = {
  calls: [] as Call[],
  state: { entries: [] as unknown[], fec: { errors: [] as string[], warnings: [] as string[] } },
};

/** Stubs the books' API (fetch) before each test of the file that calls it, and resets it after. */
export function stubBooksApi() {
  beforeEach(() => {
    books.calls = [];
    books.state = { entries: [entry], fec: { errors: [], warnings: [] } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const method = init?.method ?? 'GET';
        books.calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
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
            entries: books.state.entries,
            totals: {
              debit: 57600 * books.state.entries.length,
              credit: 57600 * books.state.entries.length,
              entries: books.state.entries.length,
            },
            total: books.state.entries.length,
            limit: 25,
            offset: 0,
          },
          '/v1/accounting/periods': { ...ok, periods: [] },
          '/v1/accounting/fec/check': {
            ...ok,
            ...WORKED_FEC_CHECK,
            ...books.state.fec,
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
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.search}</output>;
}

export function show(page: ReactNode, path: string, authorizations: Record<string, boolean> | null = null) {
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

export const gets = (part: string) => books.calls.filter((c) => c.method === 'GET' && c.url.includes(part));
