import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/form/index.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { useClosePeriod } from '../api/accounting.mutations.ts';
import { monthLabel, recentMonths } from '../logic/periods.ts';

/**
 * 'Clôturer un mois': a past month not closed yet, and what closing means (its entries are
 * validated; no entry may be dated inside it afterwards), confirmed by a button naming it.
 */
export function CloseMonthDialog(props: { closed: readonly string[]; onClose(): void }) {
  const { t } = useTranslation('accounting');
  const lang = useUiLanguage();
  const close = useClosePeriod();
  // Months already ended, the last 24; a closed one is not offered again.
  const months = recentMonths(25)
    .slice(1)
    .filter((m) => !props.closed.includes(m));
  const form = useForm<{ month: string }>({ defaultValues: { month: months[0] ?? '' } });
  const month = form.watch('month');
  const submit = form.handleSubmit(({ month: chosen }) => close.mutate(chosen, { onSuccess: props.onClose }));
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="xs" aria-describedby="close-month-text">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('journals.close.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <SelectField
              control={form.control}
              name="month"
              label={t('journals.close.month')}
              options={months.map((m) => ({ value: m, label: monthLabel(m, lang) }))}
            />
            <DialogContentText id="close-month-text">{t('journals.close.text')}</DialogContentText>
            {close.error && <Alert severity="error">{close.error.message}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t('journals.close.cancel')}</Button>
          <Button type="submit" variant="contained" color="warning" disabled={!month || close.isPending}>
            {month
              ? t('journals.close.confirm', { month: monthLabel(month, lang) })
              : t('journals.close.title')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
