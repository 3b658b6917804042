import type { VentilationResponse } from '@cuvee/contracts';
import { formatEuros } from '@cuvee/domain';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/i18n.ts';

/** 2000 → '20 %', 550 → '5,5 %' (basis points as the domain keeps VAT rates). */
const rateText = (bp: number, lang: 'fr' | 'en') =>
  `${(bp / 100).toLocaleString(lang === 'fr' ? 'fr-FR' : 'en-GB')} %`;

type Row = { account: string; label: string; rateBp: number; cents: number };

/** The ventilation: sales net of VAT by account × rate, the VAT collected by rate, the totals. */
export function VentilationTable(props: { data: VentilationResponse }) {
  const { t } = useTranslation('invoices');
  const lang = useUiLanguage();
  const { data } = props;
  const section = (title: string, amountLabel: string, rows: Row[], total: number, testId: string) => (
    <>
      <TableRow>
        <TableCell
          colSpan={4}
          component="th"
          scope="colgroup"
          sx={{ fontWeight: 700, bgcolor: 'action.hover' }}
        >
          {title}
        </TableCell>
      </TableRow>
      {rows.map((r) => (
        <TableRow key={`${r.account}-${r.rateBp}`} data-testid={testId}>
          <TableCell>{r.account}</TableCell>
          <TableCell>{r.label}</TableCell>
          <TableCell align="right">{rateText(r.rateBp, lang)}</TableCell>
          <TableCell align="right" aria-label={amountLabel}>
            {formatEuros(r.cents)}
          </TableCell>
        </TableRow>
      ))}
      <TableRow>
        <TableCell colSpan={3} sx={{ fontWeight: 600 }}>
          {t('ventilation.total')}
        </TableCell>
        <TableCell align="right" sx={{ fontWeight: 600 }}>
          {formatEuros(total)}
        </TableCell>
      </TableRow>
    </>
  );
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('ventilation.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('ventilation.account')}</TableCell>
            <TableCell>{t('ventilation.label')}</TableCell>
            <TableCell align="right">{t('ventilation.rate')}</TableCell>
            <TableCell align="right">{t('ventilation.amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {section(
            t('ventilation.sales'),
            t('ventilation.ht'),
            data.sales.map((s) => ({ ...s, cents: s.htCents })),
            data.totals.ht,
            'ventilation-sales',
          )}
          {section(
            t('ventilation.vat'),
            t('ventilation.tva'),
            data.vat.map((v) => ({ ...v, cents: v.vatCents })),
            data.totals.tva,
            'ventilation-vat',
          )}
          <TableRow>
            <TableCell colSpan={3} sx={{ fontWeight: 700 }}>
              {t('ventilation.totalTTC')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }} data-testid="ventilation-ttc">
              {formatEuros(data.totals.ttc)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}
