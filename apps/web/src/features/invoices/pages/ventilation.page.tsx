import { formatEuros } from '@cuvee/domain';
import Download from '@mui/icons-material/DownloadOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilters, PageHeader } from '../../../components/list/index.ts';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import { downloadVentilation } from '../api/invoices.mutations.ts';
import { ventilationQuery } from '../api/invoices.queries.ts';
import { useInvoiceTabs } from '../components/invoice-tabs.ts';
import { VentilationTable } from '../components/ventilation-table.tsx';
import { thisMonth } from '../logic/amounts.ts';

/**
 * /dashboard/orders/ventilate: what a period invoiced net of VAT by sales account and rate, the
 * VAT collected per rate, the totals, and the same as a CSV for the accountant.
 */
export function VentilationPage() {
  const { t } = useTranslation('invoices');
  const [period, setPeriod] = useState(thisMonth);
  const [downloading, setDownloading] = useState(false);
  const valid = Boolean(period.from && period.to && period.from <= period.to);
  const query = useQuery({ ...ventilationQuery(period.from, period.to), enabled: valid });
  const data = query.data;
  const download = () => {
    setDownloading(true);
    void downloadVentilation(period.from, period.to)
      .catch(() => undefined)
      .finally(() => setDownloading(false));
  };
  return (
    <Box sx={{ maxWidth: 1100, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageHeader
        title={t('ventilation.title')}
        tabs={useInvoiceTabs()}
        subtitle={t('ventilation.subtitle')}
        actions={
          <Button
            variant="outlined"
            startIcon={<Download />}
            disabled={!valid || downloading}
            onClick={download}
          >
            {t('ventilation.download')}
          </Button>
        }
      />
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: '170px 170px' } }}>
        <DateRangeFilters
          from={period.from}
          to={period.to}
          fromLabel={t('ventilation.from')}
          toLabel={t('ventilation.to')}
          onChange={(k, value) => setPeriod((p) => ({ ...p, [k]: value ?? '' }))}
        />
      </Box>
      {!valid && <Typography color="error">{t('ventilation.invalidPeriod')}</Typography>}
      <Card variant="outlined" data-testid="ventilation">
        {query.isFetching && <LinearProgress />}
        {data && data.totals.documents === 0 ? (
          <EmptyState
            icon={<ReceiptLongOutlined />}
            title={t('ventilation.empty')}
            text={t('ventilation.emptyText')}
          />
        ) : data ? (
          <VentilationTable data={data} />
        ) : null}
      </Card>
      {data && data.totals.documents > 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('ventilation.documents')} : {data.totals.documents}
          {data.totals.rounding !== 0 &&
            ` · ${t('ventilation.rounding')} : ${formatEuros(data.totals.rounding)}`}
        </Typography>
      )}
    </Box>
  );
}
