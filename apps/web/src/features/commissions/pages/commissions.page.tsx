import { formatEuros, quarterLabel } from '@cuvee/domain';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListLoadError } from '../../../components/list/index.ts';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import { useCan } from '../../../lib/use-can.ts';
import { useDownloadStatement } from '../api/commissions.mutations.ts';
import { myStatementsQuery } from '../api/commissions.queries.ts';
import { CommissionStatus } from '../components/commission-status.tsx';
import { CommissionsBoard } from '../components/commissions-board.tsx';
import { StatementView } from '../components/statement-view.tsx';
import '../commissions.i18n.ts';

/**
 * /dashboard/analytics/commissions (issue 28): the owner's board of every agent's commissions
 * (commissionsAnalytics); an agent's own statements, each with its elements and its files.
 */
export function CommissionsPage() {
  const staff = useCan('commissions.read');
  const agent = useCan('commissions.own.read');
  if (staff) return <CommissionsBoard />;
  if (agent) return <MyCommissions />;
  return null;
}

function MyCommissions() {
  const { t } = useTranslation('commissions');
  const statements = useQuery(myStatementsQuery());
  const download = useDownloadStatement(true);
  return (
    <Box sx={{ maxWidth: 1100, display: 'grid', gap: 2 }}>
      <Box>
        <Typography variant="h1">{t('mineTitle')}</Typography>
        <Typography color="text.secondary">{t('mineSubtitle')}</Typography>
      </Box>
      {statements.isPending && <LinearProgress aria-hidden />}
      {statements.isError && (
        <ListLoadError message={t('loadError')} onRetry={() => void statements.refetch()} />
      )}
      {statements.data?.length === 0 && (
        <EmptyState icon={<ReceiptLongOutlined />} title={t('mineEmpty')} text={t('mineEmptyText')} />
      )}
      {statements.data?.map((s, i) => {
        const name = `Commissions-${s.quarter}`;
        return (
          <Accordion key={s.id} defaultExpanded={i === 0} disableGutters variant="outlined">
            <AccordionSummary>
              <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap', width: '100%' }}>
                <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>{quarterLabel(s.quarter)}</Typography>
                <Typography sx={{ fontWeight: 600 }}>{formatEuros(s.commissionCents)}</Typography>
                <CommissionStatus status={s.status} />
              </Box>
            </AccordionSummary>
            <AccordionDetails sx={{ display: 'grid', gap: 1.5 }}>
              <StatementView statement={s} hideStatus />
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button
                  variant="outlined"
                  onClick={() => download.mutate({ id: s.id!, format: 'pdf', name })}
                >
                  {t('pdf')}
                </Button>
                <Button
                  variant="outlined"
                  onClick={() => download.mutate({ id: s.id!, format: 'csv', name })}
                >
                  {t('csv')}
                </Button>
              </Box>
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
}
