import type { InvoiceSummary } from '@cuvee/contracts';
import { StatusChip } from '../../../components/shared/status-chip.tsx';

/** An invoice's status as a chip: what is left to pay, or for a credit note what is left to use. */
export function InvoiceStatusChip(props: { invoice: InvoiceSummary }) {
  const { invoice } = props;
  return invoice.kind === 'credit' && invoice.creditStatus ? (
    <StatusChip kind="credit" status={invoice.creditStatus} />
  ) : (
    <StatusChip kind="payment" status={invoice.paymentStatus} />
  );
}
