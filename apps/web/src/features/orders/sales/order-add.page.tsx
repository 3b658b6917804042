import { useSearchParams } from 'react-router';
import { OrderEditLoader } from './order-edit.loader.tsx';
import { type Mode, OrderForm } from './order-form.tsx';

/*
 * `/dashboard/orders/add`: entering an order (?subType=bill: validated then invoiced at once), a
 * quote (?subType=quote) or a sample (?kind=sample) for a client, or changing a draft
 * (?edit=<id>) — issue 16.
 */

const modeOf = (p: URLSearchParams): Mode =>
  p.get('kind') === 'sample'
    ? 'sample'
    : p.get('subType') === 'quote'
      ? 'quote'
      : p.get('subType') === 'bill'
        ? 'bill'
        : 'order';

export function OrderAddPage() {
  const [params] = useSearchParams();
  const editing = params.get('edit');
  if (editing) return <OrderEditLoader key={editing} id={editing} />;
  return <OrderForm mode={modeOf(params)} />;
}
