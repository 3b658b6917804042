import type { CardCheckout } from '@cuvee/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { CardSetup } from './card-setup.tsx';
import { loadStripe, type StripeFactory, type StripeInstance } from './stripe-loader.ts';

const checkout: CardCheckout = {
  publishableKey: 'pk_test_cuvee',
  clientSecret: 'seti_1_secret_abc',
  stripeJsUrl: 'http://127.0.0.1:4299/v3/',
  stripeAccount: null,
};

type ConfirmResult = Awaited<ReturnType<StripeInstance['confirmSetup']>>;

/** A fake Stripe.js that records what the component asked and answers `result` to confirmSetup. */
function fakeStripe(result: ConfirmResult) {
  const calls = { keys: [] as unknown[], elements: [] as unknown[], confirms: 0, destroyed: 0 };
  const Stripe: StripeFactory = (pk, options) => {
    calls.keys.push([pk, options]);
    return {
      elements(options) {
        calls.elements.push(options);
        return {
          create: () => ({
            mount(target) {
              const input = document.createElement('input');
              input.setAttribute('aria-label', 'Numéro de carte');
              target.appendChild(input);
            },
            on: () => {},
            destroy: () => {
              calls.destroyed++;
            },
          }),
        };
      },
      async confirmSetup() {
        calls.confirms++;
        return result;
      },
    };
  };
  return { Stripe, calls, load: vi.fn(async (_url: string) => Stripe) };
}

const saved: ConfirmResult = { setupIntent: { id: 'seti_1', status: 'succeeded', payment_method: 'pm_123' } };

describe('CardSetup', () => {
  it('mounts the payment element for the SetupIntent and answers the saved payment method', async () => {
    const fake = fakeStripe(saved);
    const onSaved = vi.fn();
    render(<CardSetup checkout={checkout} onSaved={onSaved} load={fake.load} />);
    expect(screen.getByText(/empreinte de 0 €/)).toBeInTheDocument();
    expect(await screen.findByLabelText('Numéro de carte')).toBeInTheDocument();
    expect(fake.load).toHaveBeenCalledWith('http://127.0.0.1:4299/v3/');
    expect(fake.calls.keys).toEqual([['pk_test_cuvee', undefined]]);
    expect(fake.calls.elements).toEqual([{ clientSecret: 'seti_1_secret_abc', locale: 'fr' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer mon moyen de paiement' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('pm_123'));
    expect(screen.getByText('Moyen de paiement enregistré')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("on a producer's connected account, Stripe.js is told which one", async () => {
    const fake = fakeStripe(saved);
    render(
      <CardSetup checkout={{ ...checkout, stripeAccount: 'acct_1' }} onSaved={() => {}} load={fake.load} />,
    );
    await screen.findByLabelText('Numéro de carte');
    expect(fake.calls.keys).toEqual([['pk_test_cuvee', { stripeAccount: 'acct_1' }]]);
  });

  it("a refused card: Stripe's own words, nothing saved, the buyer may try again", async () => {
    const fake = fakeStripe({
      error: { type: 'card_error', code: 'card_declined', message: 'Votre carte a été refusée.' },
    });
    const onSaved = vi.fn();
    render(<CardSetup checkout={checkout} onSaved={onSaved} load={fake.load} />);
    const button = await screen.findByRole('button', { name: 'Enregistrer mon moyen de paiement' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Votre carte a été refusée.');
    expect(onSaved).not.toHaveBeenCalled();
    expect(button).toBeEnabled();
  });

  it("any other failure: the spec's §8 message, in English when the UI is", async () => {
    const fake = fakeStripe({ error: { type: 'api_error', message: 'Something went wrong on our side' } });
    render(<CardSetup checkout={checkout} onSaved={() => {}} load={fake.load} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer mon moyen de paiement' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Une erreur est survenue lors de la validation de votre paiement. Veuillez réessayer.',
    );
    await i18n.changeLanguage('en');
    await userEvent.click(await screen.findByRole('button', { name: 'Save my payment method' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while validating your payment.',
    );
    expect(fake.calls.elements.at(-1)).toMatchObject({ locale: 'en' });
  });

  it('Stripe.js cannot be loaded: a French message, no button to press', async () => {
    render(
      <CardSetup checkout={checkout} onSaved={() => {}} load={() => Promise.reject(new Error('offline'))} />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le formulaire de paiement ne peut pas être chargé',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('loadStripe', () => {
  // The scripts the loader appends, kept out of the simulated DOM (which would fetch them).
  let appended: HTMLScriptElement[] = [];
  beforeEach(() => {
    appended = [];
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
      appended.push(node as unknown as HTMLScriptElement);
      return node;
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    delete window.Stripe;
  });
  const scripts = (url: string) => appended.filter((s) => s.src === url);

  it('injects the configured script once and resolves with its Stripe function', async () => {
    const url = 'http://127.0.0.1:4299/v3/?once';
    const first = loadStripe(url);
    expect(loadStripe(url)).toBe(first);
    expect(scripts(url)).toHaveLength(1);
    expect(scripts(url)[0]?.async).toBe(true);
    const Stripe = fakeStripe(saved).Stripe;
    window.Stripe = Stripe;
    scripts(url)[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(Stripe);
  });

  it('a script that fails to load rejects, and the next call tries again', async () => {
    const url = 'http://127.0.0.1:4299/v3/?fails';
    const first = loadStripe(url);
    const [script] = scripts(url);
    script?.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('could not be loaded');
    const again = loadStripe(url);
    expect(again).not.toBe(first);
    expect(appended.filter((s) => s.src === url)).toHaveLength(2);
    window.Stripe = fakeStripe(saved).Stripe;
    appended.at(-1)?.dispatchEvent(new Event('load'));
    await expect(again).resolves.toBe(window.Stripe);
  });
});
