import type { BuyerOrderDetail } from '@cuvee/contracts/orders';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../components/shared/use-is-mobile.ts';
import { useOrderFormat } from './order-format.ts';

/** A line as the buyer reads it; the back office's also carries its discount (basis points). */
type Line = BuyerOrderDetail['lines'][number] & { discountBp?: number };

/** The line's discount, where the shop granted one ('Remise 10 %'). */
function LineDiscount({ line }: { line: Line }) {
  const { t } = useTranslation('orders');
  const { percent } = useOrderFormat();
  if (!line.discountBp) return null;
  return (
    <Typography variant="caption" component="p" sx={{ color: 'success.dark' }} data-testid="line-discount">
      {t('detail.discount', { rate: percent(line.discountBp / 100) })}
    </Typography>
  );
}

/** The alcohol taxes a line's total holds, each said where it is more than 0. */
function LineTaxes({ line }: { line: Line }) {
  const { t } = useTranslation('orders');
  const { euros } = useOrderFormat();
  if (line.excise <= 0 && line.css <= 0) return null;
  return (
    <Typography
      variant="caption"
      component="p"
      sx={{ color: 'text.secondary' }}
      title={t('detail.exciseHelp')}
      data-testid="line-excise"
    >
      {line.excise > 0 && t('detail.excise', { amount: euros(line.excise) })}
      {line.excise > 0 && line.css > 0 && ' · '}
      {line.css > 0 && t('detail.css', { amount: euros(line.css) })}
    </Typography>
  );
}

/** A box's wines under its line (issue 24): how many bottles of each the line's boxes hold. */
function BoxContents({ line }: { line: Line }) {
  const { t } = useTranslation('orders');
  if (!line.contents?.length) return null;
  return (
    <Box
      component="ul"
      aria-label={t('detail.boxContents')}
      data-testid="box-contents"
      sx={{ m: 0, mt: 0.5, pl: 2.5, color: 'text.secondary' }}
    >
      {line.contents.map((c) => (
        <Typography component="li" variant="body2" key={c.id} data-testid="box-content">
          {c.quantity + c.freeItems} × {c.label}
        </Typography>
      ))}
    </Box>
  );
}

function Quantity({ line }: { line: Line }) {
  const { t } = useTranslation('orders');
  return (
    <>
      {line.quantity}
      {line.freeItems > 0 && (
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary', ml: 0.5 }}>
          {t('detail.free', { count: line.freeItems })}
        </Typography>
      )}
    </>
  );
}

/** The order's lines: what, how many (and how many free), at what price, with which taxes. */
export function OrderLines({ lines }: { lines: Line[] }) {
  const { t } = useTranslation('orders');
  const { euros, percent } = useOrderFormat();
  const mobile = useIsMobile();
  if (mobile)
    return (
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('detail.lines')}>
        {lines.map((line) => (
          <Box
            component="li"
            key={line.id}
            data-testid="order-line"
            sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 0.5 }}
          >
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{line.label}</Typography>
              <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{euros(line.totalTTC)}</Typography>
            </Box>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              <Quantity line={line} /> × {euros(line.unitTTC)} · {t('detail.vat')} {percent(line.vatRate)}
            </Typography>
            <LineDiscount line={line} />
            <LineTaxes line={line} />
            <BoxContents line={line} />
          </Box>
        ))}
      </Box>
    );
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('detail.lines')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('detail.product')}</TableCell>
            <TableCell align="right">{t('detail.quantity')}</TableCell>
            <TableCell align="right">{t('detail.unitPrice')}</TableCell>
            <TableCell align="right">{t('detail.vat')}</TableCell>
            <TableCell align="right">{t('detail.lineTotal')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.id} data-testid="order-line">
              <TableCell>
                <Typography sx={{ fontWeight: 600 }}>{line.label}</Typography>
                <LineTaxes line={line} />
                <BoxContents line={line} />
              </TableCell>
              <TableCell align="right">
                <Quantity line={line} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {euros(line.unitTTC)}
                <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                  {t('detail.unitHT', { amount: euros(line.unitHT) })}
                </Typography>
                <LineDiscount line={line} />
              </TableCell>
              <TableCell align="right">{percent(line.vatRate)}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {euros(line.totalTTC)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
