import type { InvoiceSummary } from '@cuvee/contracts';
import { formatEuros } from '@cuvee/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format.ts';
import { useUiLanguage } from '../../lib/i18n.ts';
import { useCan } from '../../lib/use-can.ts';
import { useIssueInvoice } from './api/invoices.mutations.ts';
import { orderInvoicesQuery } from './api/invoices.queries.ts';
import { CreditNoteDialog } from './components/credit-note.dialog.tsx';
import { DepositDialog } from './components/deposit.dialog.tsx';
import { InvoiceStatusChip } from './components/invoice-chip.tsx';
import './invoices.i18n.ts';

/** An invoice or a deposit that may still be credited (not a credit note, not cancelled whole). */
const creditable = (i: InvoiceSummary) => i.kind !== 'credit' && i.paymentStatus !== 'cancelled';

/**
 * The order page's 'order.invoices' slot: its deposit invoices, invoice and credit notes, with
 * 'Facturer', "Facture d'acompte" and 'Établir un avoir' for who may issue them (invoices.write);
 * shown by the sales area to who may read invoices (invoices.read).
 * The panel does not know the order's status: 'Facturer' shows while there is no invoice, and
 * the API says in French why an order cannot be invoiced yet.
 */
export function OrderInvoicesPanel(props: { id: string }) {
  const { t } = useTranslation('invoices');
  const lang = useUiLanguage();
  const canWrite = useCan('invoices.write');
  const [deposit, setDeposit] = useState(false);
  const [crediting, setCrediting] = useState<InvoiceSummary | null>(null);
  const query = useQuery(orderInvoicesQuery(props.id));
  const issue = useIssueInvoice();
  const docs = query.data ?? [];
  const invoiced = docs.some((d) => d.kind === 'invoice');
  return (
    <Card variant="outlined" data-testid="order-invoices">
      {query.isLoading && <LinearProgress />}
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="h2" variant="h3" sx={{ flex: 1, minWidth: 120 }}>
            {t('panel.title')}
          </Typography>
          {canWrite && query.isSuccess && !invoiced && (
            <>
              <Button variant="outlined" onClick={() => setDeposit(true)}>
                {t('panel.deposit')}
              </Button>
              <Button
                variant="contained"
                disabled={issue.isPending}
                onClick={() => issue.mutate({ orderId: props.id })}
              >
                {t('panel.invoice')}
              </Button>
            </>
          )}
        </Box>
        {query.isSuccess && docs.length === 0 && (
          <Typography sx={{ color: 'text.secondary', mt: 1 }}>{t('panel.empty')}</Typography>
        )}
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {docs.map((d) => (
            <Box
              component="li"
              key={d.id}
              data-testid="invoice-row"
              sx={{
                display: 'flex',
                gap: 1,
                alignItems: 'center',
                flexWrap: 'wrap',
                py: 1,
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ minWidth: 150 }}>
                <Typography sx={{ fontWeight: 600 }}>{d.number}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t(`kinds.${d.kind}`)}
                  {d.creditedInvoice ? ` · ${d.creditedInvoice.number}` : ''} ·{' '}
                  {formatDate(d.issueDate, lang)}
                </Typography>
              </Box>
              <InvoiceStatusChip invoice={d} />
              <Box sx={{ ml: 'auto', textAlign: 'right' }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {formatEuros(d.totalTTC)} {t('panel.ttc')}
                </Typography>
                {d.kind !== 'credit' && (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('panel.balance')} : {formatEuros(d.balance)}
                  </Typography>
                )}
              </Box>
              {canWrite && creditable(d) && (
                <Button
                  size="small"
                  onClick={() => setCrediting(d)}
                  title={t('panel.creditOf', { number: d.number })}
                >
                  {t('panel.credit')}
                </Button>
              )}
            </Box>
          ))}
        </Box>
      </CardContent>
      {canWrite && (
        <>
          <DepositDialog open={deposit} onClose={() => setDeposit(false)} orderId={props.id} />
          <CreditNoteDialog invoice={crediting} onClose={() => setCrediting(null)} />
        </>
      )}
    </Card>
  );
}
