import { type CardCheckout, type MessageCode, renderMessage } from '@cuvee/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../lib/i18n.ts';
import './payments.i18n.ts';
import {
  loadStripe,
  type StripeElements,
  type StripeError,
  type StripeFactory,
  type StripeInstance,
} from './stripe-loader.ts';

type Props = {
  /** What the API answered for this order's SetupIntent. */
  checkout: CardCheckout;
  /** Called with the saved payment method's id (pm_…) once Stripe confirmed the SetupIntent. */
  onSaved: (paymentMethodId: string) => void;
  /** Tests pass a fake Stripe.js; the checkout leaves the real loader. */
  load?: (url: string) => Promise<StripeFactory>;
  /** Another use's own words (a group's share paid at once, decision 0136): the checkout's by default. */
  texts?: Partial<Record<'title' | 'imprint' | 'save' | 'saving' | 'saved', string>>;
};

type Ready = { stripe: StripeInstance; elements: StripeElements };
type Phase = 'loading' | 'ready' | 'saving' | 'saved' | 'unavailable';

/**
 * Stripe's payment element for one order's SetupIntent (decision 0039): the buyer's card or
 * IBAN is saved with no charge (spec §9: 0 € imprint); the order is charged when the producer
 * validates it. Resolves through `onSaved` with the payment method id.
 */
export function CardSetup({ checkout, onSaved, load = loadStripe, texts = {} }: Props) {
  const { t: tr } = useTranslation('payments');
  const t = (key: keyof NonNullable<Props['texts']> | 'loading' | 'unavailable') =>
    (key in texts ? texts[key as keyof typeof texts] : undefined) ?? tr(key);
  const language = useUiLanguage();
  const mountRef = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState<Ready | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    setPhase('loading');
    load(checkout.stripeJsUrl)
      .then((Stripe) => {
        if (cancelled || !mountRef.current) return;
        const stripe = Stripe(
          checkout.publishableKey,
          checkout.stripeAccount ? { stripeAccount: checkout.stripeAccount } : undefined,
        );
        const elements = stripe.elements({ clientSecret: checkout.clientSecret, locale: language });
        const element = elements.create('payment');
        element.mount(mountRef.current);
        destroy = () => element.destroy();
        setReady({ stripe, elements });
        setPhase('ready');
      })
      .catch(() => {
        if (!cancelled) setPhase('unavailable');
      });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [
    checkout.stripeJsUrl,
    checkout.publishableKey,
    checkout.clientSecret,
    checkout.stripeAccount,
    language,
    load,
  ]);

  async function save() {
    if (!ready) return;
    setPhase('saving');
    setError(null);
    const code = (c: MessageCode) => renderMessage({ code: c }, language);
    try {
      const result = await ready.stripe.confirmSetup({ elements: ready.elements, redirect: 'if_required' });
      if (result.error) {
        setError(errorText(result.error, code('paymentFailed')));
        setPhase('ready');
        return;
      }
      const pm = result.setupIntent.payment_method;
      const id = typeof pm === 'string' ? pm : pm?.id;
      if (result.setupIntent.status !== 'succeeded' || !id) {
        setError(code('paymentFailed'));
        setPhase('ready');
        return;
      }
      setPhase('saved');
      onSaved(id);
    } catch {
      setError(code('paymentFailed'));
      setPhase('ready');
    }
  }

  return (
    <section className="card-setup" aria-labelledby="card-setup-title">
      <h3 id="card-setup-title">{t('title')}</h3>
      <p>{t('imprint')}</p>
      {phase === 'loading' && <p role="status">{t('loading')}</p>}
      {phase === 'unavailable' && <p role="alert">{t('unavailable')}</p>}
      <div ref={mountRef} className="card-setup__element" />
      {error && (
        <p role="alert" className="card-setup__error">
          {error}
        </p>
      )}
      {phase === 'saved' ? (
        <p role="status">{t('saved')}</p>
      ) : (
        phase !== 'unavailable' && (
          <button type="button" onClick={save} disabled={phase !== 'ready'}>
            {phase === 'saving' ? t('saving') : t('save')}
          </button>
        )
      )}
    </section>
  );
}

/**
 * What the buyer reads of a refusal: Stripe's own text for what they typed or their bank said
 * (Stripe.js writes it in the element's locale), else the spec's §8 message.
 */
function errorText(error: StripeError, fallback: string): string {
  const theirs = error.type === 'card_error' || error.type === 'validation_error';
  return theirs && error.message ? error.message : fallback;
}
