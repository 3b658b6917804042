import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth.store.ts';
import { BillingSection } from './billing.section.tsx';

// The settings' 'billing' section against a faked API (issue 24): the IBAN checked before it is
// sent (its check digits, said in French), and what is saved comes back grouped by four.

const EMPTY = {
  iban: null,
  bic: null,
  bankName: null,
  accountHolder: null,
  chequePayee: null,
  chequeAddress: null,
  legalForm: null,
  shareCapitalCents: null,
  rcs: null,
  paymentTerms: null,
};
let sent: unknown[];

beforeEach(() => {
  sent = [];
  useAuthStore.setState({ token: null, user: null, shop: null, status: 'ready' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url !== '/v1/shops/me/billing') return Response.json({ success: false }, { status: 404 });
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        sent.push(body);
        return Response.json({
          success: true,
          message: 'Les informations de facturation ont été enregistrées',
          billing: { ...EMPTY, ...body, iban: String(body.iban).replaceAll(' ', '').toUpperCase() },
        });
      }
      return Response.json({ success: true, billing: EMPTY });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** Types as a person pastes: the field focused, then the text. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <BillingSection />
    </QueryClientProvider>,
  );
}

describe('the billing settings', { timeout: 30_000 }, () => {
  it('refuses an IBAN whose check digits are wrong, in French, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    show();
    await fill(user, await screen.findByLabelText('IBAN'), 'FR76 3000 4000 0312 3456 7890 144');
    await fill(user, screen.getByLabelText('Titulaire du compte'), 'SCEA Domaine Démo');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText(
        "L'IBAN n'est pas valide : sa clé de contrôle ne correspond pas, vérifiez chaque caractère",
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('asks for the holder of an IBAN; saves it compact and shows it back by fours', async () => {
    const user = userEvent.setup({ delay: null });
    show();
    const iban = await screen.findByLabelText('IBAN');
    await fill(user, iban, 'fr7630004000031234567890143');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText("Indiquez le titulaire du compte de l'IBAN")).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Titulaire du compte'), 'SCEA Domaine Démo');
    await fill(user, screen.getByLabelText('Forme juridique'), 'SCEA');
    await fill(user, screen.getByLabelText('RCS (ville du greffe et SIREN)'), 'RCS Nîmes 123 456 789');
    expect(screen.getByTestId('billing-preview')).toHaveTextContent('SCEA, RCS Nîmes 123 456 789');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      iban: 'FR7630004000031234567890143',
      accountHolder: 'SCEA Domaine Démo',
      bic: null,
      rcs: 'RCS Nîmes 123 456 789',
    });
    await vi.waitFor(() =>
      expect(screen.getByLabelText('IBAN')).toHaveValue('FR76 3000 4000 0312 3456 7890 143'),
    );
  });
});
