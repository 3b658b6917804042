import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/list/index.ts';
import { useCan } from '../../../lib/use-can.ts';
import { ChartOfAccounts } from '../components/chart-of-accounts.tsx';
import '../accounting.i18n.ts';

/** Access refused, said in the page (a session whose rights do not open the books). */
export function BooksRefused() {
  const { t } = useTranslation('accounting');
  return (
    <Box role="alert" data-testid="accounting-refused" sx={{ py: 4 }}>
      <Typography component="h2" variant="h2">
        {t('refused.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{t('refused.text')}</Typography>
    </Box>
  );
}

/** /dashboard/accounting/codes (editAccountingCodes): the shop's chart of accounts. */
export function CodesPage() {
  const { t } = useTranslation('accounting');
  const canRead = useCan('accounting.read');
  return (
    <Box sx={{ maxWidth: 1100, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageHeader title={t('codes.title')} subtitle={t('codes.subtitle')} />
      {canRead ? <ChartOfAccounts /> : <BooksRefused />}
    </Box>
  );
}

/** The settings section `accounting` (?link=accounting): the same chart, under the settings' title. */
export function AccountingSettingsSection() {
  const { t } = useTranslation('accounting');
  const canRead = useCan('accounting.read');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="accounting-section">
      <Typography component="h2" variant="h2">
        {t('codes.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{t('codes.subtitle')}</Typography>
      {canRead ? <ChartOfAccounts /> : <BooksRefused />}
    </Box>
  );
}
