import type { InvoiceSummary } from '@cuvee/contracts';

/** An invoice as the invoices' list and the order's panel answer it, for component tests. */
export const SHOP = '0195a1b2-0000-7000-8000-000000000001';
export const ORDER = '0195a1b2-0000-7000-8000-0000000000c1';
export const invoiceSummary = {
  id: '0195a1b2-0000-7000-8000-0000000000f1',
  kind: 'invoice',
  number: 'F-2026-00042',
  orderId: ORDER,
  orderReference: 'C-000123',
  client: { id: null, name: 'Cave Martin' },
  issueDate: '2026-11-24',
  dueDate: '2026-12-24',
  totalHT: 10000,
  tva: 2000,
  totalTTC: 12000,
  payable: 12000,
  paid: 2000,
  balance: 10000,
  paymentStatus: 'partial',
  creditStatus: null,
  creditedInvoice: null,
  documentStatus: 'pending',
  reminderCount: 0,
} satisfies InvoiceSummary;
