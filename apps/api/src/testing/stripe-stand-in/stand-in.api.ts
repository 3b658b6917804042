import { type Form, list, record, text } from './stand-in.form.ts';
import { type AccountObjects, newId, now, StandInError, type StripeObject } from './stand-in.objects.ts';

/** Who called: the secret key (server side), or the publishable key with a client secret (Stripe.js). */
export type Caller = 'secret' | 'publishable';

export type Call = {
  method: string;
  /** The path's parts after /v1: ['setup_intents', 'seti_…', 'confirm']. */
  parts: string[];
  form: Form;
  query: URLSearchParams;
  caller: Caller;
  objects: AccountObjects;
  /** An event for the account's webhook endpoint (setup_intent.succeeded, payment_intent.…). */
  emit: (type: string, object: StripeObject) => void;
};

const invalid = (param: string, message: string) =>
  new StandInError(400, { type: 'invalid_request_error', code: 'parameter_invalid', param, message });

function secretOnly(call: Call): void {
  if (call.caller !== 'secret') {
    throw new StandInError(401, {
      type: 'invalid_request_error',
      message: 'This API call cannot be made with a publishable API key. Please use a secret API key.',
    });
  }
}

const base = (prefix: string, kind: string) => ({
  id: newId(prefix),
  object: kind,
  created: now(),
  livemode: false,
});

/** The routes of Stripe's API the SDK calls for our payments; undefined for any other. */
export function answer(call: Call): StripeObject | StripeList | undefined {
  const [resource, id, action] = call.parts;
  const { method, objects } = call;
  if (resource === 'setup_intents' && id && action === 'confirm' && method === 'POST') {
    return confirmSetupIntent(call, id);
  }
  secretOnly(call);
  if (action !== undefined) return undefined;
  const kind = {
    customers: 'customer',
    setup_intents: 'setup_intent',
    payment_intents: 'payment_intent',
    payment_methods: 'payment_method',
  }[resource ?? ''];
  if (!kind) return undefined;
  if (method === 'GET' && id) return objects.get(id, kind);
  if (method === 'GET' && resource === 'customers') return listCustomers(call);
  if (method !== 'POST' || id) return undefined;
  if (resource === 'customers') return createCustomer(call);
  if (resource === 'setup_intents') return createSetupIntent(call);
  if (resource === 'payment_intents') return createPaymentIntent(call);
  return undefined;
}

function createCustomer({ form, objects }: Call): StripeObject {
  return objects.add({
    ...base('cus', 'customer'),
    email: text(form, 'email') ?? null,
    name: text(form, 'name') ?? null,
    metadata: record(form, 'metadata'),
  });
}

/** Stripe's list answer (no id of its own). */
export type StripeList = { object: 'list'; url: string; has_more: boolean; data: StripeObject[] };

function listCustomers({ query, objects }: Call): StripeList {
  const email = query.get('email');
  const limit = Math.min(Number(query.get('limit') ?? 10) || 10, 100);
  const data = objects
    .all('customer')
    .filter((c) => email === null || c.email === email)
    .reverse();
  return {
    object: 'list',
    url: '/v1/customers',
    has_more: data.length > limit,
    data: data.slice(0, limit),
  };
}

function createSetupIntent({ form, objects }: Call): StripeObject {
  const customer = text(form, 'customer') ?? null;
  if (customer) objects.get(customer, 'customer');
  const usage = text(form, 'usage') ?? 'off_session';
  if (usage !== 'off_session' && usage !== 'on_session') throw invalid('usage', `Invalid usage: ${usage}`);
  const seti = { ...base('seti', 'setup_intent') };
  return objects.add({
    ...seti,
    client_secret: `${seti.id}_secret_${newId('s').slice(2)}`,
    customer,
    usage,
    // allowed_payment_method_types since API version 2026-10-28; payment_method_types before.
    allowed_payment_method_types: list(form, 'allowed_payment_method_types') ?? null,
    payment_method_types: list(form, 'allowed_payment_method_types') ??
      list(form, 'payment_method_types') ?? ['card'],
    payment_method: null,
    status: 'requires_payment_method',
    last_setup_error: null,
    metadata: record(form, 'metadata'),
  });
}

/** Saves the payment method on the intent: Stripe.js calls it with the client secret. */
function confirmSetupIntent(call: Call, id: string): StripeObject {
  const { form, objects } = call;
  const intent = objects.get(id, 'setup_intent');
  if (call.caller === 'publishable' && text(form, 'client_secret') !== intent.client_secret) {
    throw new StandInError(400, {
      type: 'invalid_request_error',
      code: 'setup_intent_authentication_failure',
      message: 'The client_secret provided does not match the client_secret associated with the SetupIntent.',
    });
  }
  if (intent.status === 'succeeded') {
    throw new StandInError(400, {
      type: 'invalid_request_error',
      code: 'setup_intent_unexpected_state',
      message: 'You cannot confirm this SetupIntent because it has already succeeded.',
      setup_intent: intent,
    });
  }
  const pmId = text(form, 'payment_method');
  if (!pmId) throw invalid('payment_method', 'Missing required param: payment_method.');
  const pm = objects.paymentMethod(pmId, intent.customer);
  Object.assign(intent, { payment_method: pm.id, status: 'succeeded' });
  call.emit('setup_intent.succeeded', intent);
  return intent;
}

function createPaymentIntent(call: Call): StripeObject {
  const { form, objects } = call;
  const amount = Number(text(form, 'amount'));
  if (!Number.isInteger(amount)) throw invalid('amount', 'Invalid integer: amount.');
  if (amount < 50) {
    throw new StandInError(400, {
      type: 'invalid_request_error',
      code: 'amount_too_small',
      param: 'amount',
      message: 'Amount must be at least €0.50 eur',
    });
  }
  const currency = text(form, 'currency');
  if (!currency) throw invalid('currency', 'Missing required param: currency.');
  const customer = text(form, 'customer') ?? null;
  if (customer) objects.get(customer, 'customer');
  const pmId = text(form, 'payment_method');
  const pm = pmId ? objects.paymentMethod(pmId, customer) : undefined;
  const pi = { ...base('pi', 'payment_intent') };
  const intent = objects.add({
    ...pi,
    amount,
    amount_received: 0,
    currency,
    customer,
    payment_method: pm?.id ?? null,
    client_secret: `${pi.id}_secret_${newId('s').slice(2)}`,
    status: pm ? 'requires_confirmation' : 'requires_payment_method',
    last_payment_error: null,
    next_action: null,
    latest_charge: null,
    setup_future_usage: null,
    off_session: text(form, 'off_session') === 'true',
    metadata: record(form, 'metadata'),
  });
  if (text(form, 'confirm') !== 'true') return intent;
  if (!pm) throw invalid('payment_method', 'You must provide a payment_method to confirm.');
  return confirmPaymentIntent(call, intent, pm.id);
}

function confirmPaymentIntent(call: Call, intent: StripeObject, pmId: string): StripeObject {
  const outcome = call.objects.chargeOutcome(pmId);
  const offSession = intent.off_session === true;
  if (outcome === 'succeeds') {
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: intent.amount,
      latest_charge: newId('ch'),
    });
    call.emit('payment_intent.succeeded', intent);
    return intent;
  }
  if (outcome === 'authentication_required' && !offSession) {
    Object.assign(intent, { status: 'requires_action', next_action: { type: 'use_stripe_sdk' } });
    return intent;
  }
  const error =
    outcome === 'card_declined'
      ? { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' }
      : {
          code: 'authentication_required',
          decline_code: 'authentication_required',
          message: 'Your card was declined. This transaction requires authentication.',
        };
  const lastError = { type: 'card_error', ...error, payment_method: { id: pmId } };
  Object.assign(intent, { status: 'requires_payment_method', last_payment_error: lastError });
  call.emit('payment_intent.payment_failed', intent);
  throw new StandInError(402, { type: 'card_error', ...error, payment_intent: intent });
}
