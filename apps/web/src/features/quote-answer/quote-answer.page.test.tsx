import type { QuoteAnswerView } from '@cuvee/contracts/quotes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import '../../lib/common.i18n.ts';
import { QuoteAnswerPage } from './quote-answer.page.tsx';

// Issue 24: the page a quote's mail links to — the client reads the quote and accepts it,
// without an account; an ended link says why.

const view: QuoteAnswerView = {
  shop: { name: 'Domaine Démo', logo: null, email: 'contact@domaine-demo.fr' },
  reference: 'D-000003',
  client: 'Cave du Port',
  issuedAt: '2026-11-02T10:00:00.000Z',
  validUntil: '2026-12-02',
  outcome: 'sent',
  orderReference: null,
  answeredAt: null,
  refusalReason: null,
  lines: [
    { label: 'Rouge du Domaine — 2022', quantity: 6, unitHT: 850, discountBp: 0, vatRate: 20, totalHT: 5100 },
  ],
  delivery: { name: 'Livraison à domicile', feeHT: 1500 },
  totalHT: 6600,
  tva: 1320,
  totalTTC: 7920,
  excise: 17,
  css: 0,
  vat: [{ rate: 20, amount: 1320 }],
  paymentType: 'Virement bancaire',
  pdfReady: true,
};

function show(answers: (url: string, init?: RequestInit) => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => answers(String(url), init)),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/quotes/tok']}>
        <Routes>
          <Route path="/quotes/:token" element={<QuoteAnswerPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

it('shows the quote, its delivery, totals HT and TTC and its PDF, then accepts it', async () => {
  const posted: string[] = [];
  show((url, init) => {
    if (init?.method === 'POST') {
      posted.push(url);
      return Response.json({
        success: true,
        message: 'Merci',
        quote: {
          ...view,
          outcome: 'accepted',
          orderReference: 'C-000045',
          answeredAt: '2026-11-05T09:00:00Z',
        },
      });
    }
    return Response.json({ success: true, quote: view });
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Devis D-000003' })).toBeInTheDocument();
  expect(screen.getByTestId('quote-line')).toHaveTextContent('6 × 8,50');
  expect(screen.getByText('Livraison : Livraison à domicile')).toBeInTheDocument();
  const totals = screen.getByTestId('quote-totals');
  expect(totals).toHaveTextContent('Frais de livraison HT15,00');
  expect(totals).toHaveTextContent('Total TTC79,20');
  expect(screen.getByRole('link', { name: 'Télécharger le PDF' })).toHaveAttribute(
    'href',
    '/v1/quotes/answer/tok/pdf',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Accepter le devis' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'J’accepte le devis' }));
  await waitFor(() => expect(posted).toEqual(['/v1/quotes/answer/tok/accept']));
  expect(await screen.findByText(/il est devenu la commande C-000045/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Accepter le devis' })).toBeNull();
});

it('says in French why an ended link no longer answers', async () => {
  show(() =>
    Response.json(
      { success: false, message: 'Ce devis a expiré le 02/12/2026 : demandez-en un nouveau à Domaine Démo' },
      { status: 410 },
    ),
  );
  expect(await screen.findByRole('heading', { name: 'Ce lien n’est plus valable' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Ce devis a expiré le 02/12/2026');
});
