import type { BuyerOrderDetail } from '@cuvee/contracts/orders';
import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PaymentInstructions } from '../../../components/shared/payment-instructions.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { useDownloadInvoice } from '../api/buyer-invoice.mutations.ts';
import { OrderShipmentInfo } from '../shipments/order-shipment.tsx';
import './buyer-order.i18n.ts';
import { useOrderFormat } from './order-format.ts';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Card component="section" aria-label={title} sx={{ p: { xs: 2, sm: 2.5 } }} data-testid={testId}>
      <Typography component="h2" variant="h4" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Card>
  );
}

/**
 * What the buyer's order page adds for them (issue 24): how to pay the seller while it is due,
 * the parcel's tracking number with the carrier's page once shipped, and the invoices to save.
 */
export function BuyerOrderExtras({ order }: { order: BuyerOrderDetail }) {
  const { t } = useTranslation('buyerOrder');
  const lang = useUiLanguage();
  const { euros } = useOrderFormat();
  const download = useDownloadInvoice();
  const invoices = order.invoices ?? [];
  const closed = order.status === 'refused' || order.status === 'cancelled' || order.status === 'aborted';
  const shipped = order.shipment?.shippedAt || order.shipment?.trackingRef ? order.shipment : null;
  const carried = order.delivery.kind !== 'pickup';
  const awaited = order.status === 'validated' || order.status === 'invoiced';
  return (
    <>
      {order.paymentInstructions && !closed && (
        <Card sx={{ p: { xs: 2, sm: 2.5 } }} data-testid="buyer-pay">
          <PaymentInstructions instructions={order.paymentInstructions} seller={order.seller.name} bare />
        </Card>
      )}
      {carried && !closed && (shipped || awaited) && (
        <Section title={t('shipment')} testId="buyer-shipment">
          {shipped ? (
            <OrderShipmentInfo shipment={shipped} />
          ) : (
            <Typography sx={{ color: 'text.secondary' }}>{t('notShipped')}</Typography>
          )}
        </Section>
      )}
      {invoices.length > 0 && (
        <Section title={t('invoices')} testId="buyer-invoices">
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {invoices.map((invoice) => {
              const busy = download.isPending && download.variables?.invoiceId === invoice.id;
              return (
                <Box
                  component="li"
                  key={invoice.id}
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    alignItems: 'center',
                    gap: 1,
                    justifyContent: 'space-between',
                  }}
                >
                  <div>
                    <Typography sx={{ fontWeight: 600 }}>
                      {t(invoice.kind, { number: invoice.number })}
                    </Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {t('issuedOn', {
                        date: formatDate(invoice.issueDate, lang),
                        total: euros(invoice.totalTTC),
                      })}
                    </Typography>
                  </div>
                  <Button
                    variant="outlined"
                    startIcon={<Download />}
                    disabled={!invoice.ready || busy}
                    onClick={() =>
                      download.mutate({ orderId: order.id, invoiceId: invoice.id, number: invoice.number })
                    }
                    data-testid="download-invoice"
                  >
                    {!invoice.ready ? t('preparing') : busy ? t('downloading') : t('download')}
                  </Button>
                </Box>
              );
            })}
          </Box>
        </Section>
      )}
    </>
  );
}
