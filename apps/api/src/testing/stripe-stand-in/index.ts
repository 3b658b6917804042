// The local Stripe stand-in (decision 0039): tests start it on port 0, e2e through stand-in.cli.ts.

export { TEST_CARDS, type TestCard } from './stand-in.objects.ts';
export {
  type RecordedRequest,
  type StandInOptions,
  type StripeEvent,
  type StripeStandIn,
  signedEvent,
  signPayload,
  startStripeStandIn,
} from './stand-in.server.ts';
