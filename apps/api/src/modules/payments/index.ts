// What other modules may use of payments (decision 0039): through `app.deps.payments`.
export {
  type Buyer,
  type CardSetup,
  type CardSetupInput,
  type ChargeInput,
  createPayments,
  PaymentProviderError,
  type Payments,
} from './payments.service.ts';
export type { PaymentEvent, PaymentEventHandler, PaymentEventType } from './payments.webhook.ts';
