import type { PublicPaymentGroup } from '@cuvee/contracts/tourism.booking-payments';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch.ts';
import type { StripeFactory } from '../../payments/stripe-loader.ts';
import { GroupPaymentPage } from './group-payment.page.tsx';

// A payment group's link pays its share by card (decision 0136), against a faked API and a fake
// Stripe.js: 'Payer par carte', the card form, 'Payer 122,64 €', then the page reads it paid;
// a refused card is said in French with a way to try another.

const api = fakeFetch();
// The scripts the loader appends, kept out of the simulated DOM (which would fetch them).
let appended: HTMLScriptElement[] = [];
beforeEach(() => {
  appended = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    if (node instanceof HTMLScriptElement) appended.push(node);
    else HTMLElement.prototype.appendChild.call(document.head, node);
    return node;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  delete window.Stripe;
});
const TOKEN = 'tok-famille-durand';

const group = (over: Partial<PublicPaymentGroup> = {}): PublicPaymentGroup => ({
  name: 'Famille Durand',
  amountCents: 12264,
  paid: false,
  bookingStatus: 'pending',
  event: { title: 'Nuit au gîte' },
  slot: { startsAt: '2026-07-01T14:00:00Z' },
  shop: { name: 'Domaine Démo', urlShop: 'domaine-demo' },
  transferReference: 'C-000042-G2',
  iban: 'FR7630006000011234567890189',
  deadline: '2026-06-29T14:00:00Z',
  paidBy: null,
  cardAvailable: true,
  ...over,
});

/** Stripe.js as the page loads it: a card field, confirmSetup answering a saved card. */
function stripeAt(url: string) {
  const confirms: number[] = [];
  const Stripe: StripeFactory = () => ({
    elements: () => ({
      create: () => ({
        mount(target) {
          const input = document.createElement('input');
          input.setAttribute('aria-label', 'Numéro de carte');
          target.appendChild(input);
        },
        on: () => {},
        destroy: () => {},
      }),
    }),
    async confirmSetup() {
      confirms.push(1);
      return { setupIntent: { id: 'seti_1', status: 'succeeded', payment_method: 'pm_1' } };
    },
  });
  return {
    confirms,
    /** The page injected the script: it loads. */
    async loaded() {
      const script = await waitFor(() => {
        const found = appended.find((s) => s.src === url);
        expect(found).toBeDefined();
        return found!;
      });
      window.Stripe = Stripe;
      script.dispatchEvent(new Event('load'));
    },
  };
}

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/booking-groups/${TOKEN}`]}>
        <Routes>
          <Route path="/booking-groups/:token" element={<GroupPaymentPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const checkout = (url: string) =>
  Response.json({
    success: true,
    card: {
      publishableKey: 'pk_test_cuvee',
      clientSecret: 'seti_1_secret_x',
      stripeJsUrl: url,
      stripeAccount: null,
    },
  });

describe("a payment group's link, by card", () => {
  it('pays the share by card from the keyboard; the page then reads it paid by card', async () => {
    const url = 'http://127.0.0.1:4462/v3/?paid';
    const stripe = stripeAt(url);
    api.answers[`/v1/booking-groups/${TOKEN}`] = () => Response.json({ success: true, group: group() });
    api.answers[`/v1/booking-groups/${TOKEN}/card`] = () => checkout(url);
    api.answers[`/v1/booking-groups/${TOKEN}/card/pay`] = () =>
      Response.json({
        success: true,
        message: 'Votre part est payée',
        group: group({ paid: true, paidBy: 'card', cardAvailable: false }),
      });
    const user = userEvent.setup();
    show();
    const start = await screen.findByRole('button', { name: 'Payer par carte' });
    // The transfer stays offered beside it.
    expect(screen.getByRole('heading', { name: 'Ou par virement' })).toBeVisible();
    start.focus();
    await user.keyboard('{Enter}');
    await stripe.loaded();
    expect(await screen.findByLabelText('Numéro de carte')).toBeInTheDocument();
    expect(screen.getByText('122,64 € seront débités de votre carte dès que vous validez.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /^Payer 122,64\s€$/ }));
    expect(await screen.findByText('Votre part a été payée par carte. Merci !')).toBeVisible();
    expect(stripe.confirms).toHaveLength(1);
    expect(api.asked.filter((u) => u.endsWith('/card/pay'))).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Ou par virement' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Payer par carte' })).toBeNull();
  });

  it("shows a refused card's French message and offers another card", async () => {
    const url = 'http://127.0.0.1:4462/v3/?declined';
    const stripe = stripeAt(url);
    api.answers[`/v1/booking-groups/${TOKEN}`] = () => Response.json({ success: true, group: group() });
    api.answers[`/v1/booking-groups/${TOKEN}/card`] = () => checkout(url);
    api.answers[`/v1/booking-groups/${TOKEN}/card/pay`] = () =>
      Response.json(
        {
          success: false,
          message: 'Une erreur est survenue lors de la validation de votre paiement. Veuillez réessayer.',
        },
        { status: 422 },
      );
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Payer par carte' }));
    await stripe.loaded();
    await user.click(await screen.findByRole('button', { name: /^Payer 122,64\s€$/ }));
    expect(
      await screen.findByText(
        'Une erreur est survenue lors de la validation de votre paiement. Veuillez réessayer.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Réessayer avec une autre carte' }));
    expect(await screen.findByRole('button', { name: /^Payer 122,64\s€$/ })).toBeVisible();
    expect(api.asked.filter((u) => u.endsWith('/card'))).toHaveLength(2);
  });

  it('offers no card when the API says so (no Stripe, or the share paid by transfer)', async () => {
    api.answers[`/v1/booking-groups/${TOKEN}`] = () =>
      Response.json({
        success: true,
        group: group({ paid: true, paidBy: 'transfer', cardAvailable: false }),
      });
    show();
    expect(await screen.findByText('Votre part est réglée. Merci !')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Payer par carte' })).toBeNull();
  });
});
