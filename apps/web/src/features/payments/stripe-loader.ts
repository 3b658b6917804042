/**
 * Loading Stripe.js (decision 0039). Stripe asks that it always come from its own address,
 * https://js.stripe.com/v3/, never bundled: production uses that. The address comes with the
 * checkout's answer (`CardCheckout.stripeJsUrl`), so tests and e2e point it at the project's
 * stand-in, which serves a small Stripe.js of its own at /v3 (apps/api/src/testing/stripe-stand-in).
 * The API's Content-Security-Policy allows that origin only when Stripe's keys are set.
 */
export const DEFAULT_STRIPE_JS_URL = 'https://js.stripe.com/v3/';

/** The part of Stripe.js our checkout calls, and nothing more. */
export type StripeError = { type: string; code?: string; message?: string };
export type StripePaymentElement = {
  mount(target: HTMLElement): void;
  on(event: 'ready' | 'change', handler: (event: unknown) => void): void;
  destroy(): void;
};
export type StripeElements = { create(type: 'payment'): StripePaymentElement };
export type StripeInstance = {
  elements(options: { clientSecret: string; locale?: 'fr' | 'en' }): StripeElements;
  confirmSetup(options: {
    elements: StripeElements;
    redirect: 'if_required';
    confirmParams?: { return_url?: string };
  }): Promise<
    | {
        setupIntent: { id: string; status: string; payment_method: string | { id: string } | null };
        error?: undefined;
      }
    | { error: StripeError; setupIntent?: undefined }
  >;
};
export type StripeFactory = (publishableKey: string, options?: { stripeAccount?: string }) => StripeInstance;

declare global {
  interface Window {
    Stripe?: StripeFactory;
  }
}

const loading = new Map<string, Promise<StripeFactory>>();

/** Injects the Stripe.js script once per address and resolves with its `Stripe` function. */
export function loadStripe(url: string = DEFAULT_STRIPE_JS_URL): Promise<StripeFactory> {
  const pending = loading.get(url);
  if (pending) return pending;
  const promise = new Promise<StripeFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.addEventListener('load', () => {
      if (window.Stripe) resolve(window.Stripe);
      else reject(new Error(`Stripe.js loaded from ${url} without a Stripe function`));
    });
    script.addEventListener('error', () => {
      loading.delete(url);
      script.remove();
      reject(new Error(`Stripe.js could not be loaded from ${url}`));
    });
    document.head.appendChild(script);
  });
  loading.set(url, promise);
  return promise;
}
