import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCan } from '../../../lib/use-can.ts';
import '../orders.i18n.ts';
import { OrderEditLoader } from './order-edit.loader.tsx';
import { type Mode, OrderForm } from './order-form.tsx';

/*
 * `/dashboard/orders/add`: entering an order (?subType=bill: validated then invoiced at once), a
 * quote (?subType=quote) or a sample (?kind=sample) for a client, or changing a draft
 * (?edit=<id>) — issue 16. `?client=<id>` chooses the client (the client record's 'Nouveau devis'
 * and 'Nouvelle commande', issue 24).
 */

const modeOf = (p: URLSearchParams): Mode =>
  p.get('kind') === 'sample'
    ? 'sample'
    : p.get('subType') === 'quote'
      ? 'quote'
      : p.get('subType') === 'bill'
        ? 'bill'
        : 'order';

/**
 * Whether the session may enter this kind, as the API decides it: a quote createQuote, an order
 * or a sample createOrder, a bill createOrder, the validation and billOrder (the route opens with
 * createOrder: an address typed by hand must not lead to a refusal on saving, spec §8).
 */
function useMayEnter(mode: Mode): boolean {
  const quotes = useCan('quotes.write');
  const orders = useCan('orders.write');
  const validate = useCan('orders.validate');
  const bills = useCan('invoices.write');
  if (mode === 'quote') return quotes;
  if (mode === 'bill') return orders && validate && bills;
  return orders;
}

export function OrderAddPage() {
  const { t } = useTranslation('orders');
  const [params] = useSearchParams();
  const editing = params.get('edit');
  const mode = modeOf(params);
  const allowed = useMayEnter(mode);
  if (editing) return <OrderEditLoader key={editing} id={editing} />;
  if (!allowed) return <Alert severity="warning">{t('add.notAllowed')}</Alert>;
  return <OrderForm mode={mode} presetClientId={params.get('client')} />;
}
