import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { answer, type Caller } from './stand-in.api.ts';
import { STRIPE_JS_STAND_IN } from './stand-in.browser.ts';
import { decodeForm, type Form, text } from './stand-in.form.ts';
import {
  AccountObjects,
  newId,
  now,
  StandInError,
  type StripeObject,
  type TestCard,
} from './stand-in.objects.ts';

/** One request as the stand-in received it (tests assert on these). */
export type RecordedRequest = {
  method: string;
  path: string;
  form: Form;
  /** The query string's parameters (a list's filters). */
  query: Record<string, string>;
  /** The connected account the call acted for (`Stripe-Account` header), if any. */
  stripeAccount: string | undefined;
  idempotencyKey: string | undefined;
  status: number;
};

export type StripeEvent = {
  id: string;
  object: 'event';
  type: string;
  created: number;
  livemode: false;
  account?: string;
  data: { object: StripeObject };
};

export type StandInOptions = {
  port?: number;
  host?: string;
  /** The only secret key accepted; any `sk_test_…` when absent. */
  secretKey?: string;
  /** Where events are sent, signed with this secret (as `stripe listen --forward-to` does). */
  webhook?: { url: string; secret: string };
};

const PLATFORM = '(platform)';
const API_VERSION = Stripe.API_VERSION;

/**
 * A local HTTP server that answers like Stripe's API for the calls our payments make
 * (docs/decisions/0039): customers, SetupIntents (created, confirmed with a test card),
 * PaymentIntents (off-session, confirmed at creation), Idempotency-Key replays, connected
 * accounts by `Stripe-Account`, error bodies of Stripe's shape, signed webhooks; and at /v3 a
 * tiny stand-in for Stripe.js. For tests and e2e only: production talks to Stripe.
 */
export async function startStripeStandIn(options: StandInOptions = {}) {
  const accounts = new Map<string, AccountObjects>();
  const objectsOf = (account: string) => {
    const found = accounts.get(account) ?? new AccountObjects();
    accounts.set(account, found);
    return found;
  };
  const requests: RecordedRequest[] = [];
  const events: StripeEvent[] = [];
  const webhookFailures: string[] = [];
  const replays = new Map<string, { form: string; status: number; body: string }>();

  let webhook = options.webhook;
  async function deliver(event: StripeEvent): Promise<void> {
    if (!webhook) return;
    const payload = JSON.stringify(event);
    const header = signPayload(payload, webhook.secret);
    try {
      const res = await fetch(webhook.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        body: payload,
      });
      if (!res.ok) webhookFailures.push(`${event.type}: ${res.status}`);
    } catch (err) {
      webhookFailures.push(`${event.type}: ${(err as Error).message}`);
    }
  }
  let deliveries = Promise.resolve();

  function callerOf(req: IncomingMessage, form: Form): Caller | undefined {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (bearer) {
      const ok = options.secretKey ? bearer === options.secretKey : bearer.startsWith('sk_test_');
      return ok ? 'secret' : undefined;
    }
    return text(form, 'key')?.startsWith('pk_test_') ? 'publishable' : undefined;
  }

  function handle(req: IncomingMessage, raw: string): { status: number; body: string } {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const form = decodeForm(req.method === 'GET' ? '' : raw);
    const account = header(req, 'stripe-account');
    const key = header(req, 'idempotency-key');
    const record = (status: number, body: string) => {
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        form,
        query: Object.fromEntries(url.searchParams),
        stripeAccount: account,
        idempotencyKey: key,
        status,
      });
      return { status, body };
    };
    const replayKey = key && req.method === 'POST' ? `${account ?? PLATFORM}|${key}` : undefined;
    const earlier = replayKey ? replays.get(replayKey) : undefined;
    if (earlier) {
      if (earlier.form !== raw) {
        return record(
          400,
          errorBody({
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          }),
        );
      }
      return record(earlier.status, earlier.body);
    }
    let status = 200;
    let body: string;
    try {
      const caller = callerOf(req, form);
      if (!caller) {
        throw new StandInError(401, { type: 'invalid_request_error', message: 'Invalid API Key provided.' });
      }
      const parts = url.pathname
        .replace(/^\/v1\//, '')
        .split('/')
        .filter(Boolean);
      const emit = (type: string, object: StripeObject) => {
        const event: StripeEvent = {
          id: newId('evt'),
          object: 'event',
          type,
          created: now(),
          livemode: false,
          ...(account ? { account } : {}),
          data: { object: structuredClone(object) },
        };
        events.push(event);
        deliveries = deliveries.then(() => deliver(event));
      };
      const found = url.pathname.startsWith('/v1/')
        ? answer({
            method: req.method ?? '',
            parts,
            form,
            query: url.searchParams,
            caller,
            objects: objectsOf(account ?? PLATFORM),
            emit,
          })
        : undefined;
      if (!found) {
        throw new StandInError(404, {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${req.method}: ${url.pathname}).`,
        });
      }
      body = JSON.stringify(found);
    } catch (err) {
      if (!(err instanceof StandInError)) throw err;
      status = err.status;
      body = errorBody(err.error);
    }
    if (replayKey && status < 500) replays.set(replayKey, { form: raw, status, body });
    return record(status, body);
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      // Stripe.js calls from the shop's page: another origin.
      res.setHeader('access-control-allow-origin', '*');
      if (req.method === 'OPTIONS') {
        res.setHeader('access-control-allow-headers', 'content-type, authorization, stripe-account');
        return send(res, 204, '', 'text/plain');
      }
      if (req.method === 'GET' && /^\/v3\/?$/.test(req.url ?? '')) {
        return send(res, 200, STRIPE_JS_STAND_IN, 'application/javascript; charset=utf-8');
      }
      // What a test in another process (e2e) asserts on: every request, event and failed delivery.
      if (req.method === 'GET' && req.url === '/_stand-in/log') {
        return send(res, 200, JSON.stringify({ requests, events, webhookFailures }), 'application/json');
      }
      const { status, body } = handle(req, Buffer.concat(chunks).toString('utf8'));
      res.setHeader('request-id', newId('req'));
      res.setHeader('stripe-version', API_VERSION);
      send(res, status, body, 'application/json');
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host ?? '127.0.0.1'}:${port}`;

  return {
    url,
    port,
    /** Every API request received, in order. */
    requests,
    /** Every event the stand-in produced, in order. */
    events,
    /** Webhook deliveries that did not answer 2xx. */
    webhookFailures,
    /** The objects of a kind ('setup_intent', 'payment_intent', 'customer'…) of an account. */
    objects: (kind: string, stripeAccount?: string) => objectsOf(stripeAccount ?? PLATFORM).all(kind),
    /** The requests that created objects at this path ('/v1/payment_intents'…). */
    created: (path: string) =>
      requests.filter((r) => r.method === 'POST' && r.path === path && r.status === 200),
    /** Where events go from now on (an app started after the stand-in). */
    setWebhook(target: { url: string; secret: string } | undefined) {
      webhook = target;
    },
    /**
     * Confirms a SetupIntent as the buyer's browser does through Stripe.js (publishable key and
     * client secret over HTTP) with one of Stripe's test payment methods.
     */
    async confirmSetupIntent(
      clientSecret: string,
      paymentMethod: TestCard,
      publishableKey = 'pk_test_stand_in',
    ) {
      const id = clientSecret.split('_secret_')[0] ?? '';
      const res = await fetch(`${url}/v1/setup_intents/${encodeURIComponent(id)}/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          key: publishableKey,
          client_secret: clientSecret,
          payment_method: paymentMethod,
        }),
      });
      const json = (await res.json()) as StripeObject & { error?: { code?: string; message: string } };
      if (!res.ok) throw new Error(`confirm ${id}: ${res.status} ${json.error?.message}`);
      return json;
    },
    /** Waits until the webhooks sent so far are delivered. */
    delivered: () => deliveries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

/** The `Stripe-Signature` header Stripe would send for this body (the SDK's own test helper). */
export function signPayload(payload: string, secret: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}

/** A signed event of this type about this object, as Stripe would post it. */
export function signedEvent(type: string, object: StripeObject, secret: string) {
  const event: StripeEvent = {
    id: newId('evt'),
    object: 'event',
    type,
    created: now(),
    livemode: false,
    data: { object },
  };
  const payload = JSON.stringify(event);
  return { event, payload, signature: signPayload(payload, secret) };
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function errorBody(error: StandInError['error']): string {
  return JSON.stringify({ error: { ...error, request_log_url: null } });
}

function send(res: ServerResponse, status: number, body: string, type: string): void {
  res.statusCode = status;
  res.setHeader('content-type', type);
  res.end(body);
}
