import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { agentOrderQuery } from '../api/agent-orders.queries.ts';
import { OrderStatusChip } from '../components/order-status-chip.tsx';
import './agent-orders.i18n.ts';

const euros = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/**
 * One of the agent's orders or samples (decision 0167), read only: the producer, the client,
 * where it stands, its lines and totals. Another's answers 404 and the page says so.
 */
export function AgentOrderPage() {
  const { t } = useTranslation('agentOrders');
  const lang = useUiLanguage();
  const { id = '' } = useParams();
  const query = useQuery(agentOrderQuery(id));
  const order = query.data;
  const kind = order?.kind ?? 'order';
  const back = kind === 'sample' ? '/dashboard/orders/samples' : '/dashboard/orders';
  return (
    <Box sx={{ maxWidth: 1000, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box>
        <Button component={RouterLink} to={back} startIcon={<ArrowBack />}>
          {t(`back.${kind}`)}
        </Button>
      </Box>
      {query.isPending && <Skeleton variant="rounded" height={240} />}
      {query.isError && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('notFound')}
        </Alert>
      )}
      {order && (
        <>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h1" sx={{ flex: 1 }}>
              {t(`detailTitle.${kind}`, { reference: order.reference ?? '' })}
            </Typography>
            <OrderStatusChip kind="order" status={order.status} />
          </Box>
          <Typography sx={{ color: 'text.secondary' }}>
            {order.shop.name} · {order.client?.name ?? '—'} ·{' '}
            {new Date(order.createdAt).toLocaleDateString(lang === 'en' ? 'en-GB' : 'fr-FR')}
          </Typography>
          <Alert severity="info">{t('readOnly')}</Alert>
          <Card>
            <CardContent sx={{ overflowX: 'auto' }}>
              <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
                {t('lines')}
              </Typography>
              <Table size="small" aria-label={t('lines')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('lines')}</TableCell>
                    <TableCell align="right">{t('quantity')}</TableCell>
                    <TableCell align="right">{t('unitHt')}</TableCell>
                    <TableCell align="right">{t('totalHt')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {order.lines.map((l) => (
                    <TableRow key={l.id}>
                      <TableCell>{l.label}</TableCell>
                      <TableCell align="right">{l.quantity}</TableCell>
                      <TableCell align="right">
                        {kind === 'sample' ? t('offered') : euros(l.unitHtCents)}
                      </TableCell>
                      <TableCell align="right">{euros(l.totalHtCents)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <Box sx={{ display: 'grid', justifyContent: 'end', gap: 0.5, mt: 2, textAlign: 'right' }}>
                <Typography>
                  {t('totalHt')} : {euros(order.totalHtCents)}
                </Typography>
                {order.shippingCents > 0 && (
                  <Typography>
                    {t('shipping')} : {euros(order.shippingCents)}
                  </Typography>
                )}
                <Typography>
                  {t('tva')} : {euros(order.tvaCents)}
                </Typography>
                <Typography sx={{ fontWeight: 700 }} data-testid="agent-order-total">
                  {t('totalTtc')} : {euros(order.totalTtcCents)}
                </Typography>
              </Box>
            </CardContent>
          </Card>
          {order.notes && (
            <Card>
              <CardContent>
                <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
                  {t('notes')}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap' }}>{order.notes}</Typography>
              </CardContent>
            </Card>
          )}
        </>
      )}
    </Box>
  );
}
