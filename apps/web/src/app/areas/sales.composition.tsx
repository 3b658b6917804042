import type { Action } from '@cuvee/domain/access/actions';
import { type ComponentType, lazy, Suspense } from 'react';
import { PageActions } from '../../components/shared/page-actions.tsx';
import { PageSlots, type SlotRender } from '../../components/shared/page-slots.tsx';
import { useCan } from '../../lib/use-can.ts';

/*
 * The sales pages composed from their features (issue 16): the order's page shows the invoices',
 * payments' and documents' panels in its slots, and the lists their export button, without one
 * feature importing another. Each part is its own chunk, loaded with the page that shows it.
 */

const OrderInvoicesPanel = lazy(() =>
  import('../../features/invoices/invoices.slots.tsx').then((m) => ({ default: m.OrderInvoicesPanel })),
);
const OrderPaymentsPanel = lazy(() =>
  import('../../features/receivables/receivables.slots.tsx').then((m) => ({ default: m.OrderPaymentsPanel })),
);
const OrderDocumentsPanel = lazy(() =>
  import('../../features/documents/documents.slots.tsx').then((m) => ({ default: m.OrderDocumentsPanel })),
);
const SalesExportButton = lazy(() =>
  import('../../features/receivables/receivables.components.tsx').then((m) => ({
    default: m.SalesExportButton,
  })),
);

const inSuspense =
  (Panel: ComponentType<{ id: string }>): SlotRender =>
  ({ id }) => (
    <Suspense fallback={null}>
      <Panel id={id} />
    </Suspense>
  );

/** A panel shown — and its chunk loaded — only to who may read what it lists (the API's table). */
function ReadablePanel(props: { Panel: ComponentType<{ id: string }>; read: Action; id: string }) {
  const { Panel, read, id } = props;
  const allowed = useCan(read);
  if (!allowed) return null;
  return (
    <Suspense fallback={null}>
      <Panel id={id} />
    </Suspense>
  );
}

const readableBy =
  (Panel: ComponentType<{ id: string }>, read: Action): SlotRender =>
  ({ id }) => <ReadablePanel Panel={Panel} read={read} id={id} />;

export const ORDER_SLOTS: Record<string, SlotRender> = {
  'order.invoices': readableBy(OrderInvoicesPanel, 'invoices.read'),
  'order.payments': readableBy(OrderPaymentsPanel, 'payments.read'),
  'order.documents': inSuspense(OrderDocumentsPanel),
};

/** The order's page with the other features' panels in its slots. */
export function withOrderPanels(Page: ComponentType): ComponentType {
  return function OrderWithPanels() {
    return (
      <PageSlots slots={ORDER_SLOTS}>
        <Page />
      </PageSlots>
    );
  };
}

type ExportKind = 'orders' | 'invoices' | 'payments';

/** A list with the export of its kind in its toolbar. */
export function withSalesExport(Page: ComponentType, kind: ExportKind): ComponentType {
  return function ListWithExport() {
    return (
      <PageActions
        actions={
          <Suspense fallback={null}>
            <SalesExportButton kind={kind} />
          </Suspense>
        }
      >
        <Page />
      </PageActions>
    );
  };
}
